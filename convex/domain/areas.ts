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
