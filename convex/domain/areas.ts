/**
 * The 13 policy areas of the manual area list (spec 2.1 and 3). The id is used in URLs
 * (/policy-area/{areaId}); the name is the category stored on each policy.
 */
export const POLICY_AREAS = [
  { id: "health-care", name: "Health & Care" },
  { id: "education-training", name: "Education & Training" },
  { id: "jobs-economy", name: "Jobs & Economy" },
  { id: "housing-land", name: "Housing & Land" },
  { id: "climate-environment", name: "Climate & Environment" },
  { id: "transport-travel", name: "Transport & Travel" },
  { id: "crime-justice", name: "Crime & Justice" },
  { id: "defence-foreign", name: "Defence & Foreign Affairs" },
  { id: "welfare-pensions", name: "Welfare & Pensions" },
  { id: "culture-media", name: "Culture & Media" },
  { id: "tech-innovation", name: "Tech & Innovation" },
  { id: "farming-food", name: "Farming & Food" },
  { id: "laws-governance", name: "How Laws Are Made" },
] as const;

export type AreaId = (typeof POLICY_AREAS)[number]["id"];
export type AreaName = (typeof POLICY_AREAS)[number]["name"];

export const QUADRANTS = ["rewild", "leap", "steady", "scale"] as const;
export type Quadrant = (typeof QUADRANTS)[number];

/** The nine categories of the older nine-category reading of spec 3 (kept for reference). */
export const NINE_CATEGORIES = [
  "Climate & Environment",
  "Crime & Justice",
  "Education & Training",
  "Health & Care",
  "Housing & Land",
  "How Laws Are Made",
  "Jobs & Economy",
  "Tech & Innovation",
  "Welfare & Pensions",
] as const satisfies readonly AreaName[];

/** The category used for rankings saved together with a vote (spec 3 and 9). */
export const GENERAL_CATEGORY = "general";

/**
 * Older or alternative spellings (spec 3) mapped to an area id. Keys are already in
 * the comparison form of `categoryKey` (lower case, "and" spelled "&", single spaces).
 * Where an older name could belong to two areas, the choice is noted.
 */
const CATEGORY_ALIASES: Record<string, AreaId> = {
  // Jobs & Economy: the spec's own list, plus older money-related names.
  work: "jobs-economy",
  "jobs & work": "jobs-economy",
  "jobs & economy": "jobs-economy",
  jobs: "jobs-economy",
  economy: "jobs-economy",
  finance: "jobs-economy",
  taxation: "jobs-economy",
  tax: "jobs-economy",
  // Health & Care
  health: "health-care",
  healthcare: "health-care",
  "health care": "health-care",
  "health & social care": "health-care",
  "social care": "health-care",
  // Education & Training
  education: "education-training",
  training: "education-training",
  skills: "education-training",
  // Housing & Land
  housing: "housing-land",
  land: "housing-land",
  "land reform": "housing-land",
  // Climate & Environment ("Energy" and "Carbon Pricing" are climate policy here)
  climate: "climate-environment",
  environment: "climate-environment",
  energy: "climate-environment",
  "carbon pricing": "climate-environment",
  // Transport & Travel
  transport: "transport-travel",
  travel: "transport-travel",
  // Crime & Justice
  crime: "crime-justice",
  justice: "crime-justice",
  policing: "crime-justice",
  // Defence & Foreign Affairs
  "defence & foreign": "defence-foreign",
  "defense & foreign affairs": "defence-foreign",
  "defense & foreign": "defence-foreign",
  defence: "defence-foreign",
  defense: "defence-foreign",
  "foreign affairs": "defence-foreign",
  foreign: "defence-foreign",
  international: "defence-foreign",
  security: "defence-foreign",
  // Welfare & Pensions ("Public Services" is read as the welfare state here)
  welfare: "welfare-pensions",
  pensions: "welfare-pensions",
  "public services": "welfare-pensions",
  // Culture & Media
  culture: "culture-media",
  media: "culture-media",
  // Tech & Innovation
  tech: "tech-innovation",
  technology: "tech-innovation",
  innovation: "tech-innovation",
  "technology & innovation": "tech-innovation",
  // Farming & Food
  farming: "farming-food",
  food: "farming-food",
  agriculture: "farming-food",
  "food & farming": "farming-food",
  // How Laws Are Made
  democracy: "laws-governance",
  governance: "laws-governance",
  "laws & governance": "laws-governance",
  "law making": "laws-governance",
  "how laws are made": "laws-governance",
};

/** Comparison form of a category label: lower case, "and" as "&", hyphens as spaces. */
function categoryKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[-_/]+/g, " ")
    .replace(/\band\b/g, "&")
    .replace(/\s*&\s*/g, " & ")
    .replace(/\s+/g, " ")
    .trim();
}

const AREA_BY_KEY: ReadonlyMap<string, (typeof POLICY_AREAS)[number]> = new Map(
  POLICY_AREAS.flatMap((area) => [
    [categoryKey(area.name), area] as const,
    [categoryKey(area.id), area] as const,
  ]),
);

/**
 * The area for any spelling of a category: an area name, an area id, or an older or
 * alternative name (spec 3: "Jobs and Work" → Jobs & Economy, "Healthcare" → Health &
 * Care, "Democracy" → How Laws Are Made …). Case and "and"/"&" do not matter.
 * Returns null for anything else (including the rankings' "general").
 */
export function findArea(category: string): (typeof POLICY_AREAS)[number] | null {
  const key = categoryKey(category);
  const direct = AREA_BY_KEY.get(key);
  if (direct) return direct;
  const aliased = CATEGORY_ALIASES[key];
  return aliased ? areaById(aliased) : null;
}

/** The area name (the stored category) for any spelling, or null when unknown. */
export function normaliseCategory(category: string): AreaName | null {
  return findArea(category)?.name ?? null;
}

/** The area with this id. */
export function areaById(id: AreaId): (typeof POLICY_AREAS)[number] {
  const area = POLICY_AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown area id ${id}`);
  return area;
}

/** Whether a string is one of the 13 area ids. */
export function isAreaId(value: string): value is AreaId {
  return POLICY_AREAS.some((area) => area.id === value);
}

/** Whether a string is one of the four quadrants. */
export function isQuadrant(value: string): value is Quadrant {
  return (QUADRANTS as readonly string[]).includes(value);
}
