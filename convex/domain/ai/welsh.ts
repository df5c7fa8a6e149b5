/**
 * AI answers in Welsh (docs/ai.md, docs/i18n.md "AI answers in the visitor's language").
 * The offline engine matches the visitor's words against the catalogue in English; for a
 * Welsh page its prose (titles, descriptions, reasons, the search's answer) is then written
 * in Welsh from the same facts, naming narratives and policies by their Welsh titles
 * (convex/domain/cy). The catalogue fields of an answer (`title`, `data`) stay the
 * catalogue's own English, as the browser translates those with the rest of the catalogue.
 * The model is asked to write in Welsh and shown the Welsh titles (prompts.ts).
 * Draft for review by a fluent speaker (docs/glossary-cy.md).
 */
import type { Quadrant } from "../areas";
import { QUADRANTS } from "../areas";
import { CATALOGUE_CY } from "../cy";
import { formatMoney, formatPercent } from "../economy/format";
import type { Range } from "../economy/constants";
import { estimatePriceRise } from "../economy/priceFigure";
import type { AggregatedData, EconomicSettings, SummaryNarrative, SummaryPolicy } from "./summary";
import type { AiCatalogue, ManifestoResult, SearchResult, SummaryResult } from "./types";

/** The answer's language: the tag on the visitor's `<html lang>` (convex/validators.ts). */
export type AnswerLanguage = "en-GB" | "cy";

/** The quadrants in Welsh, as src/i18n/messages/cy.ts names them (docs/glossary-cy.md). */
export const QUADRANT_WORDING_CY: Record<Quadrant, { name: string; tagline: string }> = {
  rewild: { name: "Ailwylltio", tagline: "adfywiol, cydweithredol, wedi'i wreiddio yn y dyfodol" },
  leap: { name: "Llamu", tagline: "mentrus, cyflym, arbrofol" },
  steady: { name: "Cyson", tagline: "gofalus, meithringar, yn seiliedig ar systemau" },
  scale: { name: "Ehangu", tagline: "strwythuredig, graddadwy, yn canolbwyntio ar ganlyniadau" },
};

/** A policy's Welsh title by its English one (the English when the catalogue has no Welsh). */
export function policyTitleCy(title: string): string {
  return CATALOGUE_CY.policiesByTitle.get(title)?.[1] ?? title;
}

/** A narrative's Welsh title by its English one (the English when the catalogue has no Welsh). */
export function narrativeTitleCy(title: string): string {
  return CATALOGUE_CY.narrativesByTitle.get(title)?.[1] ?? title;
}

/** The catalogue as the model sees it in Welsh: the same ids, Welsh titles, summaries and areas. */
export function catalogueInWelsh(catalogue: AiCatalogue): AiCatalogue {
  return {
    ...catalogue,
    narratives: catalogue.narratives.map((n) => {
      const cy = CATALOGUE_CY.narrativesByTitle.get(n.title);
      return cy ? { ...n, title: cy[1], description: cy[2] } : n;
    }),
    policies: catalogue.policies.map((p) => {
      const cy = CATALOGUE_CY.policiesByTitle.get(p.title);
      const category = CATALOGUE_CY.areas[p.areaId][1];
      return cy ? { ...p, title: cy[1], description: cy[2], category } : { ...p, category };
    }),
  };
}

/** "a", "b" a "c": the words the visitor wrote, quoted, joined in Welsh. */
function listCy(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} a ${items[items.length - 1]}`;
}

/** The visitor's own words quoted in an English reason ("…" segments), in order, once each. */
export function quotedWords(text: string): string[] {
  return [...new Set([...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]))];
}

function quoted(words: readonly string[]): string {
  return listCy(words.slice(0, 4).map((word) => `"${word}"`));
}

function priceRiseCy(range: Range): string {
  return `${formatPercent(range.central)} (rhwng ${formatPercent(range.low)} a ${formatPercent(range.high)})`;
}

function economicsCy(economics: EconomicSettings, subject: string): string {
  return (
    `${subject} treth trafodion o ${formatPercent(economics.taxRate)} a difidend y dinesydd o ` +
    `${formatMoney(economics.dividend)} y flwyddyn; ar y gyfradd honno mae'r model yn rhoi'r codiad ` +
    `untro yng nghostau byw ar ${priceRiseCy(estimatePriceRise(economics.taxRate))}.`
  );
}

/** The visitor's own words for a quoted English word (itself, when the visitor wrote English). */
type WelshFor = (english: string) => string;

const asWritten: WelshFor = (word) => word;

/** A reason for a matched item, in Welsh, from the words its English reason quoted. */
function matchReasonCy(
  english: string,
  catalogueTitles: ReadonlySet<string>,
  welshFor: WelshFor = asWritten,
): string {
  const words = [
    ...new Set(
      quotedWords(english)
        .filter((word) => !catalogueTitles.has(word))
        .map(welshFor),
    ),
  ];
  return words.length > 0
    ? `Yn cyfateb i ${quoted(words)} yn eich geiriau.`
    : "Yn y maes polisi y mae eich geiriau'n cyfeirio ato.";
}

function titlesOf(result: { title: string }[]): Set<string> {
  return new Set(result.map((item) => item.title));
}

/**
 * The offline search's answer with its prose in Welsh. `welshFor` gives the visitor's own
 * words for the English ones the engine matched (a Welsh question is matched through its
 * English twin: welshQuery.ts), so the answer quotes what the visitor wrote.
 */
export function searchInWelsh(
  result: SearchResult,
  query: string,
  welshFor: WelshFor = asWritten,
): SearchResult {
  if (result.results.length === 0) {
    const shown = query.length > 60 ? `${query.slice(0, 57)}...` : query;
    return {
      ...result,
      response: `Doedd dim yn y catalog yn cyfateb i "${shown}". Rhowch gynnig ar eiriau fel "rhestrau aros y GIG", "rhent", "bysiau" neu "ailwylltio".`,
      recommendations: [],
    };
  }
  const titles = titlesOf(result.results.map((item) => item.data));
  const words = [
    ...new Set(
      quotedWords(result.response)
        .filter((word) => !titles.has(word))
        .map(welshFor),
    ),
  ];
  const first = result.results[0].data;
  const firstName =
    result.type === "narratives" ? narrativeTitleCy(first.title) : policyTitleCy(first.title);
  const wording = QUADRANT_WORDING_CY[first.quadrant];
  const count = result.results.length;
  const found =
    result.type === "narratives"
      ? `Daethpwyd o hyd i ${count} ${count === 1 ? "naratif" : "o naratifau"}`
      : `Daethpwyd o hyd i ${count} ${count === 1 ? "polisi" : "o bolisïau"}`;
  return {
    ...result,
    response:
      found +
      (words.length > 0 ? ` sy'n cyfateb i ${quoted(words)}. ` : ` ym mhedrant ${wording.name}. `) +
      `Yr agosaf yw "${firstName}" (${wording.name}: ${wording.tagline}).`,
    results: result.results.map((item) => ({
      ...item,
      relevance: matchReasonCy(item.relevance, titles, welshFor),
    })),
    recommendations: result.recommendations.map((item) => ({
      ...item,
      reason:
        item.type === "narrative"
          ? `Mae'n cynnwys polisïau o'r canlyniadau hyn, fel "${policyTitleCy(quotedWords(item.reason)[0] ?? "")}".`
          : `Un o bolisïau "${narrativeTitleCy(first.title)}" sy'n werth edrych arno nesaf.`,
    })),
  };
}

/** The offline manifesto with its title, description and reasons in Welsh. */
export function manifestoInWelsh(result: ManifestoResult, vision: string): ManifestoResult {
  const narrative = narrativeTitleCy(result.matchedNarrative.title);
  const wording = QUADRANT_WORDING_CY[result.quadrantAlignment];
  const titles = new Set([
    result.matchedNarrative.title,
    ...result.selectedPolicies.map((p) => p.title),
  ]);
  const words = quotedWords(result.manifestoDescription).filter(
    (word) => !titles.has(word) && vision.toLowerCase().includes(word.toLowerCase()),
  );
  const matched = result.selectedPolicies.filter((p) => !p.reason.startsWith("The default for"));
  return {
    ...result,
    manifestoTitle: `Maniffesto ${wording.name} i Brydain`,
    manifestoDescription:
      words.length === 0
        ? `Doedd eich gweledigaeth ddim yn cyfateb yn agos i'r catalog, felly mae'r maniffesto hwn yn dechrau o "${narrative}", stori ${wording.name} (${wording.tagline}), a'i pholisïau diofyn.`
        : `Mae eich gweledigaeth (${quoted(words)}) agosaf at "${narrative}", stori ${wording.name} (${wording.tagline}). ` +
          (matched.length > 0
            ? `Mae'r maniffesto hwn yn dewis un polisi ar gyfer pob maes y mae eich gweledigaeth yn ei gyffwrdd.`
            : `Doedd dim un o'r polisïau'n cyfateb yn uniongyrchol i'ch geiriau, felly mae'n dechrau o bolisïau diofyn y naratif.`),
    matchedNarrative: {
      ...result.matchedNarrative,
      reason:
        words.length === 0
          ? "Doedd dim yn eich gweledigaeth yn cyfateb yn agos i naratif, felly man cychwyn i'w archwilio yw hwn yn hytrach na chyfatebiaeth."
          : `Ei stori a'i pholisïau sy'n rhannu fwyaf â'ch geiriau ${quoted(words)}.`,
    },
    selectedPolicies: result.selectedPolicies.map((policy) => ({
      ...policy,
      reason: policy.reason.startsWith("The default for")
        ? `Y polisi diofyn yn "${narrative}": doedd eich gweledigaeth ddim yn cyfeirio at bolisi penodol yma.`
        : matchReasonCy(policy.reason, titles),
    })),
  };
}

/** The offline summary of one vote, in Welsh (same quadrant and confidence as the English). */
export function personalSummaryInWelsh(
  english: SummaryResult,
  policies: readonly SummaryPolicy[],
  narrative: SummaryNarrative | null,
  economics: EconomicSettings,
): SummaryResult {
  const wording = QUADRANT_WORDING_CY[english.dominantQuadrant];
  const areas = new Set(policies.map((policy) => policy.category)).size;
  const inQuadrant = policies.filter((p) => p.quadrant === english.dominantQuadrant).length;
  const name = narrative ? narrativeTitleCy(narrative.title) : null;
  return {
    ...english,
    title: name ? `${name}: Eich Maniffesto ${wording.name}` : `Eich Maniffesto ${wording.name}`,
    description:
      `Mae eich polisïau (${policies.length}) yn cwmpasu ${areas} ${areas === 1 ? "maes" : "o feysydd"}. ` +
      (name ? `Eich naratif craidd yw "${name}". ` : "") +
      `Gyda'i gilydd maen nhw'n pwyso tuag at ${wording.name}: ${wording.tagline}.`,
    reasoning:
      `Mae ${inQuadrant} o'ch ${policies.length} polisi ym mhedrant ${wording.name}. ` +
      economicsCy(economics, "Rydych chi'n gosod"),
  };
}

/** The offline community summary, in Welsh. */
export function communitySummaryInWelsh(
  english: SummaryResult,
  data: AggregatedData,
): SummaryResult {
  const wording = QUADRANT_WORDING_CY[english.dominantQuadrant];
  if (data.totalVotes <= 0) {
    return {
      ...english,
      title: "Dim pleidleisiau cymunedol eto",
      description:
        "Does dim data cymunedol eto. Unwaith y bydd pobl yn rhwymo'u pleidleisiau, mae'r crynodeb hwn yn dangos tuag at ble mae'r gymuned yn pwyso.",
      reasoning: "Does dim pleidleisiau gweithredol i'w crynhoi.",
    };
  }
  const distribution = QUADRANTS.map(
    (q) => `${QUADRANT_WORDING_CY[q].name} ${formatPercent(data.quadrantDistribution[q])}`,
  ).join(", ");
  const top = data.topNarratives[0];
  const policies = data.topPolicies.slice(0, 3).map((p) => `"${policyTitleCy(p.title)}"`);
  return {
    ...english,
    title: `Mae'r gymuned yn pwyso tuag at ${wording.name}`,
    description:
      `Pleidleisiau gweithredol: ${data.totalVotes}. Mae ${formatPercent(data.quadrantDistribution[english.dominantQuadrant])} ym mhedrant ${wording.name} (${wording.tagline}).` +
      (top
        ? ` Y naratif a ddewiswyd amlaf yw "${narrativeTitleCy(top.title)}" (${formatPercent(top.percentage)}).`
        : ""),
    reasoning:
      `Pedrannau: ${distribution}. ` +
      (policies.length > 0 ? `Y polisïau a ddewiswyd amlaf yw ${listCy(policies)}. ` : "") +
      economicsCy(data.economicAverages, "Ar gyfartaledd mae pleidleiswyr yn gosod"),
  };
}
