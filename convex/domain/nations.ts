/**
 * Where a voter lives (docs/nations.md): one of the UK's four nations and, in England, one
 * of its nine regions (the ONS International Territorial Level 1 regions, formerly the
 * Government Office Regions; codes E12000001–9, ONS "Regions (December 2023) Names and
 * Codes in the UK"), or nothing ("prefer not to say"). No postcode is ever stored.
 * Pure code, shared by the server and the browser.
 */

export const NATIONS = ["england", "scotland", "wales", "northern-ireland"] as const;
export type Nation = (typeof NATIONS)[number];

export const NATION_NAMES: Record<Nation, string> = {
  england: "England",
  scotland: "Scotland",
  wales: "Wales",
  "northern-ireland": "Northern Ireland",
};

/** England's nine regions, in the ONS code order (E12000001 … E12000009). */
export const ENGLISH_REGIONS = [
  "north-east",
  "north-west",
  "yorkshire-and-the-humber",
  "east-midlands",
  "west-midlands",
  "east-of-england",
  "london",
  "south-east",
  "south-west",
] as const;
export type EnglishRegion = (typeof ENGLISH_REGIONS)[number];

export const REGION_NAMES: Record<EnglishRegion, string> = {
  "north-east": "North East",
  "north-west": "North West",
  "yorkshire-and-the-humber": "Yorkshire and The Humber",
  "east-midlands": "East Midlands",
  "west-midlands": "West Midlands",
  "east-of-england": "East of England",
  london: "London",
  "south-east": "South East",
  "south-west": "South West",
};

/** Where a voter lives, as stored on their vote; absent on the vote: not said. */
export interface Residence {
  nation: Nation;
  /** England only, and required there. */
  region?: EnglishRegion;
}

/** Whether a value from a client is a residence the rules allow (England needs a region). */
export function isResidence(value: { nation: string; region?: string }): value is Residence {
  if (!(NATIONS as readonly string[]).includes(value.nation)) return false;
  if (value.nation === "england") {
    return (
      value.region !== undefined && (ENGLISH_REGIONS as readonly string[]).includes(value.region)
    );
  }
  return value.region === undefined;
}

/**
 * A cell of the nations-and-regions view: a nation, an English region, or the votes that
 * say nothing ("not-stated"), which the disclosure rule must count too (the national total
 * minus the nations would otherwise give them).
 */
export type ResidenceCell = Nation | EnglishRegion | "not-stated";

/** The leaves: every vote lies in exactly one (England is the sum of its regions). */
export const RESIDENCE_LEAVES: readonly ResidenceCell[] = [
  ...ENGLISH_REGIONS,
  "scotland",
  "wales",
  "northern-ireland",
  "not-stated",
];

/** The cells under the national total: the nations and "not stated". */
export const NATION_GROUP: readonly ResidenceCell[] = [...NATIONS, "not-stated"];

export function cellName(cell: ResidenceCell): string {
  if (cell === "not-stated") return "Prefer not to say";
  if (cell in NATION_NAMES) return NATION_NAMES[cell as Nation];
  return REGION_NAMES[cell as EnglishRegion];
}

/** The leaves a cell covers (England: its nine regions). */
export function leavesOf(cell: ResidenceCell): readonly ResidenceCell[] {
  return cell === "england" ? ENGLISH_REGIONS : [cell];
}

/**
 * The tally scopes of a residence under a national scope (`base`: "national" or
 * "national:verified"): "<base>|nation:<nation>" and, in England,
 * "<base>|region:<region>". "Prefer not to say" has no scope of its own: it is the base's
 * total less the nations' (votes from before the question count there too).
 */
export function residenceScopes(base: string, residence: Residence): string[] {
  const scopes = [cellScope(base, residence.nation)];
  if (residence.region !== undefined) scopes.push(cellScope(base, residence.region));
  return scopes;
}

/** The tally scope of one nation or region under a national scope. */
export function cellScope(base: string, cell: Nation | EnglishRegion): string {
  const kind = (ENGLISH_REGIONS as readonly string[]).includes(cell) ? "region" : "nation";
  return `${base}|${kind}:${cell}`;
}

/** Whether a tally scope is a residence cell's (read folded, as the national views are). */
export function isResidenceScope(scope: string): boolean {
  return /\|(nation|region):/.test(scope);
}

/** The cell a residence lies in (its region in England). */
export function leafOf(residence: Residence | undefined): ResidenceCell {
  if (residence === undefined) return "not-stated";
  return residence.region ?? residence.nation;
}
