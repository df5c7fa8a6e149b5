import { describe, expect, it } from "vitest";
import { PRICE_FIGURE_CAVEAT, PRICE_FIGURE_LABEL } from "@convex/domain/economy/priceFigure";
import { buildCommunityCsv, communityCsvFilename, type CommunityExport } from "./csvCommunity";

const AT = new Date(Date.UTC(2025, 5, 14, 9, 30)).toISOString();

const room: CommunityExport = {
  scope: "room",
  roomName: 'Year 10, "Civics"',
  roomCode: "KXB47Q",
  generatedAt: AT,
  totalVotes: 1234,
  withheld: false,
  threshold: 5,
  averages: {
    taxRate: 1.3,
    dividend: 9600,
    inflation: 2.1,
    priceRise: { low: 1.4, central: 3.3, high: 6.4 },
  },
  quadrants: [
    { quadrant: "rewild", count: 617, percentage: 50 },
    { quadrant: "leap", count: 300, percentage: 24.3 },
    { quadrant: "steady", count: 200, percentage: 16.2 },
    { quadrant: "scale", count: 117, percentage: 9.5 },
  ],
  narratives: [{ title: "Commons first", quadrant: "rewild", count: 617, percentage: 50 }],
  policies: [
    { title: "Free buses, for all", category: "Transport & Travel", count: 2, percentage: 0.2 },
  ],
};

function lines(csv: string): string[] {
  return csv.split("\r\n");
}

describe("community CSV", () => {
  it("says whose votes it counts", () => {
    expect(lines(buildCommunityCsv(room))[5]).toBe(
      "Counted,Every active vote in the room (guests and accounts)",
    );
    const nation = { ...room, scope: "national" as const, roomName: null, roomCode: null };
    expect(lines(buildCommunityCsv({ ...nation, counting: "verified" }))[4]).toBe(
      'Counted,"Active votes from verified accounts; self-selected, not a poll weighted to the population"',
    );
    expect(lines(buildCommunityCsv({ ...nation, counting: "accounts" }))[4]).toBe(
      'Counted,"Active votes from accounts; self-selected, not a poll weighted to the population"',
    );
  });

  it("starts with the scope, time and total votes in en-GB format", () => {
    const csv = lines(buildCommunityCsv(room));
    expect(csv.slice(0, 5)).toEqual([
      "Community results",
      `Scope,"Room: Year 10, ""Civics"""`,
      "Room code,KXB47Q",
      "Generated (UTC),14 June 2025 at 09:30",
      'Total votes,"1,234"',
    ]);
  });

  it("gives the one price figure with its range, label and caveat, never 'Inflation (%)'", () => {
    const csv = lines(buildCommunityCsv(room));
    expect(csv).toContain(`${PRICE_FIGURE_LABEL}: central (%),3.3`);
    expect(csv).toContain(`${PRICE_FIGURE_LABEL}: low (%),1.4`);
    expect(csv).toContain(`${PRICE_FIGURE_LABEL}: high (%),6.4`);
    const note = csv.find((line) => line.startsWith(`${PRICE_FIGURE_LABEL}: note,`));
    expect(note).toContain(PRICE_FIGURE_CAVEAT.slice(0, 40));
    expect(csv.some((line) => line.startsWith("Inflation"))).toBe(false);
  });

  it("lists averages, every quadrant, narrative and policy with counts and shares", () => {
    const csv = lines(buildCommunityCsv(room));
    expect(csv).toContain('Citizen dividend (£),"9,600.0"');
    expect(csv).toContain("Transaction tax rate (%),1.3");
    expect(csv).toContain("Rewild,617,50.0");
    expect(csv).toContain("Scale,117,9.5");
    expect(csv).toContain("Commons first,Rewild,617,50.0");
    expect(csv).toContain('"Free buses, for all",Transport & Travel,2,0.2');
    // The quadrant counts add up to the total.
    const quadrantRows = csv.filter((line) => /^(Rewild|Leap|Steady|Scale),\d/.test(line));
    expect(quadrantRows.reduce((sum, line) => sum + Number(line.split(",")[1]), 0)).toBe(1234);
  });

  it("holds only totals while a room's results are withheld", () => {
    const csv = buildCommunityCsv({ ...room, totalVotes: 2, withheld: true, threshold: 5 });
    expect(csv).toContain("Total votes,2\r\n");
    expect(csv).toContain("shown once it has 5 votes");
    expect(csv).not.toContain("Rewild");
    expect(csv).not.toContain("Commons first");
  });

  it("names the national file and the room file by scope and date", () => {
    expect(communityCsvFilename(null, AT)).toBe("community-results-national-2025-06-14.csv");
    expect(communityCsvFilename("KXB47Q", AT)).toBe("community-results-KXB47Q-2025-06-14.csv");
  });

  it("adds a room's consensus table, leaving quadrants without voters blank", () => {
    const csv = lines(
      buildCommunityCsv({
        ...room,
        consensus: [
          {
            title: "Free school meals",
            category: "Education & Training",
            verdict: "agrees",
            agreement: 66.7,
            gap: 33.3,
            overall: 80,
            support: { rewild: 100, leap: 66.7, steady: null, scale: 75 },
          },
          {
            title: "Four-day week",
            category: "Jobs & Economy",
            verdict: "divides",
            agreement: 0,
            gap: 100,
            overall: 40,
            support: { rewild: 100, leap: 0, steady: null, scale: 0 },
          },
        ],
      }),
    );
    expect(csv).toContain(
      "Consensus: policy,Category,Verdict,Agreement (%),Gap (points),Chosen by (%),Rewild (%),Leap (%),Steady (%),Scale (%)",
    );
    expect(csv).toContain(
      "Free school meals,Education & Training,Agrees,66.7,33.3,80.0,100.0,66.7,,75.0",
    );
    expect(csv).toContain("Four-day week,Jobs & Economy,Divides,0.0,100.0,40.0,100.0,0.0,,0.0");
    // The nation has no consensus table.
    expect(buildCommunityCsv({ ...room, scope: "national" })).not.toContain("Consensus");
  });

  it("ends with the national results by nation and region, a withheld cell saying only that", () => {
    const nations: CommunityExport["nations"] = {
      threshold: 10,
      cells: [
        {
          name: "Scotland",
          shown: true,
          totalVotes: 1200,
          leadingQuadrant: "steady",
          averageTaxRate: 0.8,
          averageDividend: 1500,
        },
        { name: "London", shown: false },
      ],
    };
    const rows = lines(buildCommunityCsv({ ...room, nations }));
    const heading = rows.indexOf(
      "Nation or region (national results),Votes,Leading quadrant,Average tax rate (%),Average dividend (£)",
    );
    expect(heading).toBeGreaterThan(0);
    expect(rows[heading + 1]).toBe('Scotland,"1,200",Steady,0.8,"1,500"');
    expect(rows[heading + 2]).toBe('London,"Withheld (under 10 votes, or would reveal one)"');
    // A withheld room's file still carries the national breakdown (never the room's own).
    expect(buildCommunityCsv({ ...room, withheld: true, nations })).toContain("Scotland");
  });
});
