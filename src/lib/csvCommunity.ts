/**
 * The facilitator's CSV of community results (docs/rooms.md "CSV export"): aggregates only,
 * never a user id or email. Numbers are en-GB ("1,234", "12.5"), so a field with a
 * thousands separator is quoted by the CSV writer.
 */
import {
  PRICE_FIGURE_AVERAGE_NOTE,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
} from "@convex/domain/economy/priceFigure";
import { QUADRANT_INFO, QUADRANTS, type Quadrant } from "./quadrants";
import { toCsv, type CsvValue } from "./csv";

/** What community:exportData returns (only the fields the file uses). */
export interface CommunityExport {
  scope: "national" | "room";
  roomName: string | null;
  roomCode: string | null;
  /** ISO 8601 time the server read the tallies. */
  generatedAt: string;
  /** Whose votes the national figures count; null for a room. Absent in older exports. */
  counting?: "accounts" | "verified" | null;
  totalVotes: number;
  withheld: boolean;
  threshold: number;
  averages: {
    taxRate: number;
    dividend: number;
    inflation: number;
    /** The model's price-level rise at the average tax rate, percent. */
    priceRise: { low: number; central: number; high: number };
  };
  quadrants: Array<{ quadrant: Quadrant; count: number; percentage: number }>;
  narratives: Array<{ title: string; quadrant: Quadrant; count: number; percentage: number }>;
  policies: Array<{ title: string; category: string; count: number; percentage: number }>;
  /** A room's consensus table (docs/rooms.md "Consensus"); absent or empty for the nation. */
  consensus?: Array<{
    title: string;
    category: string;
    verdict: "agrees" | "divides";
    agreement: number;
    gap: number;
    overall: number;
    support: Record<Quadrant, number | null>;
  }>;
  /** The national breakdown by nation and region (docs/nations.md); absent in older exports. */
  nations?: {
    threshold: number;
    cells: Array<
      | { name: string; shown: false }
      | {
          name: string;
          shown: true;
          totalVotes: number;
          leadingQuadrant: Quadrant | null;
          averageTaxRate: number;
          averageDividend: number;
        }
    >;
  };
}

const VERDICTS = { agrees: "Agrees", divides: "Divides" } as const;

const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

const count = (value: number) => wholeNumber.format(value);
const share = (value: number) => oneDecimal.format(value);

/**
 * The whole file: a header block, then averages, quadrants, narratives and policies, and
 * for a room its consensus table (a quadrant without voters is left blank).
 */
export function buildCommunityCsv(data: CommunityExport): string {
  const rows: CsvValue[][] = [
    ["Community results"],
    ["Scope", data.scope === "room" ? `Room: ${data.roomName ?? ""}`.trim() : "National"],
    ...(data.roomCode ? [["Room code", data.roomCode]] : []),
    ["Generated (UTC)", dateTime.format(new Date(data.generatedAt))],
    ["Total votes", count(data.totalVotes)],
    [
      "Counted",
      data.scope === "room"
        ? "Every active vote in the room (guests and accounts)"
        : `Active votes from ${data.counting === "verified" ? "verified accounts" : "accounts"}; self-selected, not a poll weighted to the population`,
    ],
  ];
  if (data.withheld) {
    rows.push([
      "Results withheld",
      `This room's results are shown once it has ${data.threshold} votes.`,
    ]);
    return toCsv([...rows, ...nationRows(data.nations)]);
  }
  rows.push(
    [],
    ["Average", "Value"],
    ["Transaction tax rate (%)", share(data.averages.taxRate)],
    ["Citizen dividend (£)", share(data.averages.dividend)],
    [`${PRICE_FIGURE_LABEL}: central (%)`, share(data.averages.priceRise.central)],
    [`${PRICE_FIGURE_LABEL}: low (%)`, share(data.averages.priceRise.low)],
    [`${PRICE_FIGURE_LABEL}: high (%)`, share(data.averages.priceRise.high)],
    [`${PRICE_FIGURE_LABEL}: note`, `${PRICE_FIGURE_CAVEAT} ${PRICE_FIGURE_AVERAGE_NOTE}`],
    [],
    ["Quadrant", "Votes", "Share (%)"],
    ...QUADRANTS.map((quadrant) => {
      const row = data.quadrants.find((entry) => entry.quadrant === quadrant);
      return [QUADRANT_INFO[quadrant].name, count(row?.count ?? 0), share(row?.percentage ?? 0)];
    }),
    [],
    ["Narrative", "Quadrant", "Votes", "Share (%)"],
    ...data.narratives.map((row) => [
      row.title,
      QUADRANT_INFO[row.quadrant].name,
      count(row.count),
      share(row.percentage),
    ]),
    [],
    ["Policy", "Category", "Votes", "Share (%)"],
    ...data.policies.map((row) => [
      row.title,
      row.category,
      count(row.count),
      share(row.percentage),
    ]),
  );
  if (data.scope === "room") rows.push(...consensusRows(data.consensus ?? []));
  return toCsv([...rows, ...nationRows(data.nations)]);
}

/**
 * The national results by nation and region, as the app shows them: a withheld cell says
 * so and nothing else (docs/nations.md "Disclosure"). A room's own breakdown by place is
 * never exported.
 */
function nationRows(nations: CommunityExport["nations"]): CsvValue[][] {
  if (nations === undefined) return [];
  return [
    [],
    [
      "Nation or region (national results)",
      "Votes",
      "Leading quadrant",
      "Average tax rate (%)",
      "Average dividend (£)",
    ],
    ...nations.cells.map((cell) =>
      cell.shown
        ? [
            cell.name,
            count(cell.totalVotes),
            cell.leadingQuadrant === null ? "" : QUADRANT_INFO[cell.leadingQuadrant].name,
            share(cell.averageTaxRate),
            count(cell.averageDividend),
          ]
        : [cell.name, `Withheld (under ${nations.threshold} votes, or would reveal one)`],
    ),
  ];
}

function consensusRows(consensus: NonNullable<CommunityExport["consensus"]>): CsvValue[][] {
  return [
    [],
    [
      "Consensus: policy",
      "Category",
      "Verdict",
      "Agreement (%)",
      "Gap (points)",
      "Chosen by (%)",
      ...QUADRANTS.map((quadrant) => `${QUADRANT_INFO[quadrant].name} (%)`),
    ],
    ...consensus.map((row) => [
      row.title,
      row.category,
      VERDICTS[row.verdict],
      share(row.agreement),
      share(row.gap),
      share(row.overall),
      ...QUADRANTS.map((quadrant) => {
        const support = row.support[quadrant];
        return support === null ? "" : share(support);
      }),
    ]),
  ];
}

/** `community-results-<room code or national>-<yyyy-mm-dd>.csv` (the date in UTC). */
export function communityCsvFilename(roomCode: string | null, at: string): string {
  const day = new Date(at).toISOString().slice(0, 10);
  return `community-results-${roomCode ?? "national"}-${day}.csv`;
}
