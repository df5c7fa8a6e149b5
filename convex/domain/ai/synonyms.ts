/**
 * The UK-policy synonym list of the offline engine. Each concept lists trigger phrases
 * (already in `normaliseText` form: lower case, "&" as "and", no punctuation), the words
 * it adds to the search, and the policy area it points to. Written by hand from everyday
 * ways of talking about UK policy ("NHS waiting lists", "rent", "potholes"); extend it
 * freely: every trigger is tested to be in normalised form.
 */
import type { AreaId, Quadrant } from "../areas";

/** A comma-separated list of phrases, so the lists stay compact. */
function phrases(list: string): string[] {
  return list.split(",").map((phrase) => phrase.trim());
}

export interface SynonymConcept {
  triggers: string[];
  expands: string[];
  area?: AreaId;
}

export const SYNONYM_CONCEPTS: SynonymConcept[] = [
  {
    area: "health-care",
    triggers: phrases(
      "nhs, waiting list, waiting lists, waiting times, gp, gps, doctor, doctors, hospital, hospitals, a and e, nurse, nurses, dentist, dentists, patients, health, healthcare, mental health, illness, prescriptions, cancer",
    ),
    expands: phrases("health, nhs, clinical, hospital, patient, gp, nurse, care"),
  },
  {
    area: "health-care",
    triggers: phrases(
      "social care, care home, care homes, elderly, older people, dementia, carers, caring",
    ),
    expands: phrases("care, social, older, carer, home"),
  },
  {
    area: "housing-land",
    triggers: phrases(
      "rent, rents, renting, renter, renters, tenant, tenants, landlord, landlords, affordable homes, homeless, homelessness, mortgage, mortgages, council housing, social housing, housebuilding, homes, housing, house, houses, first time buyers, housing crisis",
    ),
    expands: phrases("housing, home, rent, renter, tenant, landlord, homeowner, homes"),
  },
  {
    area: "housing-land",
    triggers: phrases("land, planning, green belt, land value, landowners, right to roam"),
    expands: phrases("land, planning, landowner, roam"),
  },
  {
    area: "education-training",
    triggers: phrases(
      "school, schools, teacher, teachers, university, universities, tuition, students, pupils, apprenticeship, apprenticeships, skills, college, colleges, education, learning, exams, ofsted",
    ),
    expands: phrases("education, school, teacher, training, skill, learning, pupil, student"),
  },
  {
    triggers: phrases("childcare, nursery, nurseries, early years, parents, families, children"),
    expands: phrases("childcare, child, children, families, early, parent, nursery"),
  },
  {
    area: "jobs-economy",
    triggers: phrases(
      "jobs, wages, wage, minimum wage, living wage, unemployment, employment, workers, unions, trade unions, four day week, productivity, business, businesses, high street, economy, pay",
    ),
    expands: phrases("job, work, worker, wage, employment, business, economy, employer"),
  },
  {
    triggers: phrases("tax, taxes, taxation, wealth tax, inequality, billionaires, the rich"),
    expands: phrases("tax, wealth, revenue, income"),
  },
  {
    area: "climate-environment",
    triggers: phrases(
      "net zero, carbon, emissions, climate, climate change, global warming, renewable, renewables, solar, wind, wind farms, clean energy, green energy, energy, energy bills, insulation, heat pumps, fossil fuels, oil and gas",
    ),
    expands: phrases("climate, carbon, energy, renewable, emission, solar, wind, heat"),
  },
  {
    area: "climate-environment",
    triggers: phrases(
      "rewilding, rewild, nature, wildlife, biodiversity, rivers, sewage, pollution, woodland, woodlands, trees, peat, beavers, green spaces, environment, clean air, flooding, floods",
    ),
    expands: phrases(
      "nature, rewild, restore, restoration, biodiversity, river, woodland, wildlife, environment",
    ),
  },
  {
    area: "farming-food",
    triggers: phrases(
      "farm, farms, farmer, farmers, farming, agriculture, food, soil, organic, food banks, food prices, hunger, school meals, local food",
    ),
    expands: phrases("farm, farmer, farming, food, agriculture, soil, agroecology"),
  },
  {
    area: "transport-travel",
    triggers: phrases(
      "bus, buses, train, trains, rail, railway, railways, commute, commuting, cycling, bike, bikes, roads, potholes, public transport, cars, ev, electric vehicles, electric cars, trams, hs2, fares",
    ),
    expands: phrases("transport, bus, rail, travel, cycle, cycling, road, train, fare"),
  },
  {
    area: "crime-justice",
    triggers: phrases(
      "police, policing, crime, prison, prisons, court, courts, justice, sentencing, knife crime, antisocial behaviour, safe streets, victims, reoffending, drugs",
    ),
    expands: phrases("crime, police, justice, court, prison, victim, offender, sentence"),
  },
  {
    area: "defence-foreign",
    triggers: phrases(
      "defence, defense, army, military, nato, ukraine, armed forces, war, peace, foreign aid, aid, diplomacy, allies, navy, nuclear weapons",
    ),
    expands: phrases("defence, military, security, foreign, international, forces, aid"),
  },
  {
    triggers: phrases("immigration, migration, migrants, borders, asylum, refugees, small boats"),
    expands: phrases("migration, border, asylum, visa, refugee"),
  },
  {
    area: "welfare-pensions",
    triggers: phrases(
      "benefits, universal credit, pension, pensions, pensioners, poverty, cost of living, universal basic income, ubi, basic income, child benefit, disability, disabled, welfare, safety net, retirement",
    ),
    expands: phrases("welfare, pension, benefit, income, poverty, basic, universal"),
  },
  {
    area: "culture-media",
    triggers: phrases(
      "arts, art, music, theatre, museums, libraries, library, bbc, media, news, local news, sport, sports, pubs, heritage, culture, creative",
    ),
    expands: phrases("culture, media, art, arts, heritage, library, sport, music, creative"),
  },
  {
    area: "tech-innovation",
    triggers: phrases(
      "ai, artificial intelligence, tech, technology, digital, internet, broadband, data, innovation, science, research, startups, start ups, robots, automation, online safety",
    ),
    expands: phrases("technology, digital, innovation, research, data, science, tech"),
  },
  {
    area: "laws-governance",
    triggers: phrases(
      "democracy, voting, electoral reform, proportional representation, parliament, house of lords, lords, devolution, corruption, lobbying, citizens assembly, citizens assemblies, councils, local government, transparency, mps, elections",
    ),
    expands: phrases(
      "democracy, vote, parliament, citizen, assembly, devolution, governance, council",
    ),
  },
  {
    triggers: phrases(
      "co op, co ops, cooperative, cooperatives, co operative, co operatives, mutual, mutuals, employee ownership, community ownership, community energy",
    ),
    expands: phrases("cooperative, co, op, community, ownership, mutual"),
  },
];

/**
 * Words that say how someone believes change happens (spec 1: the quadrants' character
 * and taglines), used only to lean the choice of narrative, never to pick policies.
 */
export const QUADRANT_CUES: Record<Quadrant, string[]> = {
  rewild: phrases(
    "community, communities, together, cooperative, cooperatives, local, regenerative, regenerate, commons, grassroots, wellbeing, shared, collective, neighbourhood, nature, rewilding, rewild",
  ),
  leap: phrases(
    "bold, fast, radical, experiment, experimental, disrupt, disruption, startup, startups, entrepreneurs, entrepreneurial, freedom, moonshot, breakthrough, individual, choice, ambitious, pioneer, transform",
  ),
  steady: phrases(
    "careful, gradual, gradually, stable, stability, protect, prudent, cautious, tradition, traditional, nurture, nurturing, sensible, incremental, balance, balanced, public services, secure, fairness, trust",
  ),
  scale: phrases(
    "efficient, efficiency, scale, targets, outcomes, evidence, measurable, growth, productivity, competition, market, markets, results, standards, value for money, infrastructure, delivery, deliver, structured",
  ),
};
