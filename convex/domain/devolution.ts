/**
 * Who decides each catalogue policy where a voter lives (docs/nations.md "Who decides"):
 * the UK Parliament everywhere, or, in Scotland, Wales or Northern Ireland, the devolved
 * legislature (the Scottish Parliament at Holyrood, the Senedd, the Northern Ireland
 * Assembly). England has no devolved legislature: the UK Parliament decides there.
 *
 * A policy's classification is its `basis`: the subject matter it deals with, whose status
 * in each nation is read from the three devolution statutes as amended to 2026:
 * - Scotland Act 1998, Schedule 5 (reserved matters; everything else is devolved, s.29);
 * - Government of Wales Act 2006, Schedule 7A (reserved matters, inserted by the Wales Act
 *   2017; everything else is devolved, s.108A);
 * - Northern Ireland Act 1998, Schedule 2 (excepted) and Schedule 3 (reserved matters);
 *   everything else is transferred (s.4(1)).
 * The basis follows from the catalogue's costing (an England cost with a Barnett programme
 * is a devolved service; an England-and-Wales cost is justice or policing; a GB cost is
 * social security, energy or employment, which are transferred in Northern Ireland) unless
 * a policy is listed in DEVOLUTION_OVERRIDES. Each basis's sources are in
 * devolutionSources.ts. Pure code, shared by the server and the browser.
 */
import type { AreaId } from "./areas";
import type { BarnettProgramme, TerritorialExtent } from "./costing";
import type { Nation } from "./nations";

/** The three nations with a devolved legislature. */
export const DEVOLVED_NATIONS = ["scotland", "wales", "northern-ireland"] as const;
export type DevolvedNation = (typeof DEVOLVED_NATIONS)[number];

/** Who decides a matter in one nation. */
export type Decider = "uk" | "devolved";

/** The devolved legislature of each nation, as a voter there would name it. */
export const LEGISLATURES: Record<DevolvedNation, { name: string; short: string }> = {
  scotland: { name: "the Scottish Parliament", short: "Holyrood" },
  wales: { name: "the Senedd", short: "the Senedd" },
  "northern-ireland": { name: "the Northern Ireland Assembly", short: "Stormont" },
};

/**
 * Who decides each basis in Scotland, Wales and Northern Ireland, in that order. The
 * provisions that say so, with each basis's subject, are in devolutionSources.ts (kept out
 * of the browser's bundle; devolution.test.ts checks the two agree).
 */
export const DEVOLUTION_DECIDERS = {
  "devolved-services": ["devolved", "devolved", "devolved"],
  "justice-policing": ["devolved", "uk", "devolved"],
  rail: ["devolved", "uk", "devolved"],
  "alcohol-licensing": ["devolved", "uk", "devolved"],
  "social-security": ["uk", "uk", "devolved"],
  "scottish-benefits": ["devolved", "uk", "devolved"],
  "energy-markets": ["uk", "uk", "devolved"],
  employment: ["uk", "uk", "devolved"],
  "road-traffic": ["uk", "uk", "devolved"],
  "income-tax-rates": ["devolved", "uk", "uk"],
  "local-elections": ["devolved", "devolved", "uk"],
  defence: ["uk", "uk", "uk"],
  "foreign-affairs": ["uk", "uk", "uk"],
  "taxes-and-finance": ["uk", "uk", "uk"],
  "trade-and-business": ["uk", "uk", "uk"],
  "telecoms-and-media": ["uk", "uk", "uk"],
  nuclear: ["uk", "uk", "uk"],
  immigration: ["uk", "uk", "uk"],
  "misuse-of-drugs": ["uk", "uk", "uk"],
  constitution: ["uk", "uk", "uk"],
  "uk-programme": ["uk", "uk", "uk"],
} as const satisfies Record<string, readonly [Decider, Decider, Decider]>;

export type DevolutionBasisId = keyof typeof DEVOLUTION_DECIDERS;

/**
 * Policies whose subject matter is not what their costing's extent suggests, by catalogue
 * key (a UK cost of a devolved service, a GB cost of a benefit Scotland now runs, …).
 */
export const DEVOLUTION_OVERRIDES: Record<string, DevolutionBasisId> = {
  // UK-wide costs of devolved services.
  "rewild-climate-environment-council-climate-budgets": "devolved-services",
  "rewild-laws-governance-participatory-budgeting": "devolved-services",
  "rewild-transport-travel-free-buses-under-22": "devolved-services",
  "steady-transport-travel-safe-routes": "devolved-services",
  "leap-health-care-ai-diagnostics": "devolved-services",
  "rewild-farming-food-local-public-plates": "devolved-services",
  "scale-farming-food-healthy-sales": "devolved-services",
  "leap-farming-food-novel-food-sandbox": "devolved-services",
  "leap-education-training-ai-tutor": "devolved-services",
  "leap-education-training-lifelong-learning-account": "devolved-services",
  "scale-education-training-skills-accounts": "devolved-services",
  // England costs whose matter is not a devolved service everywhere.
  "leap-culture-media-free-the-night": "alcohol-licensing",
  "rewild-laws-governance-stv-local-elections": "local-elections",
  // GB costs of benefits the Scotland Act 2016 devolved.
  "rewild-welfare-pensions-carers-allowance": "scottish-benefits",
  "scale-farming-food-healthy-start": "scottish-benefits",
  // Reserved UK matters, by subject.
  "steady-health-care-penny-for-care": "income-tax-rates",
  "leap-transport-travel-self-driving-services": "road-traffic",
  "leap-climate-environment-fusion-smr-fleet": "nuclear",
  "scale-climate-environment-smr-fleet": "nuclear",
  "leap-climate-environment-clean-power-consents": "energy-markets",
  "leap-jobs-economy-global-talent-passport": "immigration",
  "leap-crime-justice-drug-policy-trials": "misuse-of-drugs",
  "rewild-jobs-economy-four-day-week": "employment",
  "scale-climate-environment-carbon-market": "taxes-and-finance",
  "scale-jobs-economy-full-expensing-leasing": "taxes-and-finance",
  "leap-jobs-economy-experimental-zones": "taxes-and-finance",
  "scale-culture-media-live-music-relief": "taxes-and-finance",
  "leap-tech-innovation-share-options-for-all": "taxes-and-finance",
  "scale-transport-travel-road-pricing": "taxes-and-finance",
  "steady-jobs-economy-public-investment-floor": "taxes-and-finance",
  "steady-jobs-economy-short-time-work": "taxes-and-finance",
  "leap-defence-foreign-zero-tariffs-on-inputs": "taxes-and-finance",
  "rewild-jobs-economy-regional-mutual-banks": "taxes-and-finance",
  "scale-welfare-pensions-megafunds": "taxes-and-finance",
  "scale-laws-governance-fiscal-rules": "taxes-and-finance",
  "rewild-laws-governance-wellbeing-budget": "taxes-and-finance",
  "scale-jobs-economy-competition": "trade-and-business",
  "steady-farming-food-supply-chain-adjudicator": "trade-and-business",
  "rewild-jobs-economy-employee-first-refusal": "trade-and-business",
  "leap-jobs-economy-licensing-bonfire": "trade-and-business",
  "scale-crime-justice-fraud-liability": "trade-and-business",
  "leap-tech-innovation-regulatory-sandboxes": "trade-and-business",
  "scale-tech-innovation-sandboxes": "trade-and-business",
  "leap-laws-governance-regulatory-budget": "trade-and-business",
  "scale-laws-governance-regulatory-budget": "trade-and-business",
  "scale-culture-media-bbc-subscription": "telecoms-and-media",
  "steady-culture-media-bbc-household-levy": "telecoms-and-media",
  "leap-culture-media-contestable-media-fund": "telecoms-and-media",
  "leap-tech-innovation-build-digital-by-right": "telecoms-and-media",
  "scale-tech-innovation-project-gigabit": "telecoms-and-media",
  "steady-tech-innovation-social-broadband": "telecoms-and-media",
  "rewild-tech-innovation-wellbeing-by-design": "telecoms-and-media",
  "rewild-tech-innovation-civic-data-trusts": "telecoms-and-media",
  "steady-tech-innovation-ai-oversight": "telecoms-and-media",
  "rewild-defence-foreign-restore-aid": "foreign-affairs",
  "scale-defence-foreign-results-aid": "foreign-affairs",
  "steady-defence-foreign-aid-prevention": "foreign-affairs",
  "rewild-defence-foreign-international-nature-finance": "foreign-affairs",
  "scale-defence-foreign-export-finance": "foreign-affairs",
  "rewild-defence-foreign-civil-resilience-reserve": "uk-programme",
  "leap-defence-foreign-space-launch": "uk-programme",
};

/** What of a policy the classification reads (a catalogue entry or a stored policy). */
export interface ClassifiablePolicy {
  catalogueKey: string;
  areaId: string;
  costing?: { extent: TerritorialExtent; barnett?: BarnettProgramme };
}

/** The basis a policy's costing implies, before DEVOLUTION_OVERRIDES. */
function basisFromCosting(policy: ClassifiablePolicy): DevolutionBasisId {
  const area = policy.areaId as AreaId;
  const costing = policy.costing;
  if (costing === undefined) return "uk-programme";
  switch (costing.extent) {
    case "england":
      return costing.barnett === "rail" ? "rail" : "devolved-services";
    case "england-wales":
      return costing.barnett === "education" ? "devolved-services" : "justice-policing";
    case "gb":
      if (area === "climate-environment") return "energy-markets";
      if (area === "jobs-economy") return "employment";
      return "social-security";
    case "uk":
      if (area === "defence-foreign") return "defence";
      if (area === "laws-governance") return "constitution";
      return "uk-programme";
  }
}

/** The basis of a policy's classification (docs/nations.md "Who decides"). */
export function devolutionBasis(policy: ClassifiablePolicy): DevolutionBasisId {
  return DEVOLUTION_OVERRIDES[policy.catalogueKey] ?? basisFromCosting(policy);
}

/** Who decides a policy for a voter in `nation` (England: always the UK Parliament). */
export function whoDecides(
  policy: ClassifiablePolicy,
  nation: Nation,
): { decider: Decider; legislature: string } {
  if (nation === "england") return { decider: "uk", legislature: "the UK Parliament" };
  const decider = DEVOLUTION_DECIDERS[devolutionBasis(policy)][DEVOLVED_NATIONS.indexOf(nation)];
  return {
    decider,
    legislature: decider === "uk" ? "the UK Parliament" : LEGISLATURES[nation].name,
  };
}
