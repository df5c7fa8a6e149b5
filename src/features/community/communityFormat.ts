import type { Quadrant } from "@convex/domain/areas";
import { groupWhole } from "@convex/domain/economy/grouping";
import { gbp } from "@/lib/format";
import { QUADRANTS } from "@/lib/quadrants";
import { translate } from "@/i18n/react";
import { i18n } from "@/i18n/i18n";
import { narrativeText } from "@/i18n/data/catalogueText";
import type { Language } from "@/i18n/language";
import "@/i18n/messages/community";

export const oneDecimal = (value: number) => value.toFixed(1);
export const percent = (value: number) => `${value.toFixed(1)}%`;
/** 12,345, grouped without Intl (issue 42: a phone's first Intl number format is costly). */
export const wholeNumber = (value: number) => groupWhole(value);
export const pounds = (value: number) => gbp.format(Math.round(value));

/** Chart colours per quadrant (spec 9): rewild teal, leap orange, steady purple, scale amber. */
export const QUADRANT_CHART_COLOURS = {
  rewild: "#0f766e",
  leap: "#c2410c",
  steady: "#7e22ce",
  scale: "#d97706",
} as const;

/** "A", "A and B", "A, B and C" (the "and" in the page's language). */
function listOf(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : translate("community.summary.and", {
        first: items.slice(0, -1).join(", "),
        last: items.at(-1),
      });
}

/** The figures the community summary reads. */
export interface SummaryFigures {
  totalVotes: number;
  quadrantDistribution: Record<Quadrant, number>;
  topNarratives: ReadonlyArray<{ title: string }>;
  averageEconomics: { taxRate: number; dividend: number };
}

/**
 * The community summary sentence: the leading quadrant, or, when two or more share the
 * top share (a 50/50 tie), that voters are split between them; the favourite narrative;
 * the average tax rate and dividend (whole pounds).
 */
export function summaryText(overview: SummaryFigures): string {
  if (overview.totalVotes === 0) return translate("community.summary.none");
  const shares = overview.quadrantDistribution;
  const top = Math.max(...QUADRANTS.map((quadrant) => shares[quadrant]));
  const leaders = QUADRANTS.filter((quadrant) => shares[quadrant] === top);
  const names = leaders.map((quadrant) => translate(`quadrant.${quadrant}.name`));
  const lean =
    leaders.length === 1
      ? translate("community.summary.lean", { quadrant: names[0], share: percent(top) })
      : translate("community.summary.split", { quadrants: listOf(names), share: percent(top) });
  const favourite = overview.topNarratives[0];
  const { taxRate, dividend } = overview.averageEconomics;
  const opening = favourite
    ? translate("community.summary.favourite", {
        lean,
        title: narrativeText(favourite, i18n.locale as Language).title,
      })
    : translate("community.summary.noFavourite", { lean });
  const averages = translate("community.summary.averages", {
    rate: `${oneDecimal(taxRate)}%`,
    dividend: pounds(dividend),
  });
  return `${opening} ${averages}`;
}
