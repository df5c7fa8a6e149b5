import type { CatalogueNarrative, CatalogueSection } from "./types";
import { inQuadrant } from "./inQuadrant";
import { pm } from "./pressure";
import { england, englandWales, gb, uk } from "./costing";

/**
 * The leap quadrant (personal paths + visionary aims: "Bold, fast, experimental").
 * Four anchor narratives: Moonshot Britain (frontier missions), Founder Nation (capital and
 * control in individual hands), Sandbox Kingdom (experiment, measure, scale) and Abundance
 * Unleashed (clear the rules that stop people building and doing).
 */

const narratives: CatalogueNarrative[] = [
  {
    key: "leap-moonshot-britain",
    title: "Moonshot Britain",
    description:
      "Britain changes fastest when it sets itself goals that sound impossible and backs the people bold enough to chase them. This story puts public money behind frontier bets (personalised cancer vaccines, fusion, autonomous transport, sovereign AI compute) run by small expert teams with the freedom to fail, in the spirit of ARIA and the Vaccine Taskforce. The state acts as an ambitious early investor rather than a cautious manager, because a handful of breakthroughs can change everyday life for everyone. Success is measured in technologies working across the UK within a decade.",
    quadrant: "leap",
    popularityScore: 52,
    policies: {
      "health-care": ["leap-health-care-cancer-vaccine-mission", "leap-health-care-ai-diagnostics"],
      "education-training": ["leap-education-training-ai-tutor"],
      "jobs-economy": ["leap-jobs-economy-deep-tech-fund"],
      "housing-land": ["leap-housing-land-factory-new-towns"],
      "climate-environment": [
        "leap-climate-environment-fusion-smr-fleet",
        "leap-climate-environment-carbon-removal-guarantee",
      ],
      "transport-travel": ["leap-transport-travel-self-driving-services"],
      "crime-justice": ["leap-crime-justice-digital-courts"],
      "defence-foreign": ["leap-defence-foreign-drone-force", "leap-defence-foreign-space-launch"],
      "welfare-pensions": ["leap-welfare-pensions-automatic-entitlements"],
      "culture-media": ["leap-culture-media-creative-tech-mission"],
      "tech-innovation": [
        "leap-tech-innovation-aria-tenfold",
        "leap-tech-innovation-sovereign-compute",
      ],
      "farming-food": ["leap-farming-food-alt-protein-mission"],
      "laws-governance": ["leap-laws-governance-ai-civil-service"],
    },
  },
  {
    key: "leap-founder-nation",
    title: "Founder Nation",
    description:
      "Change happens when millions of individuals have the means to start something of their own. This story puts capital and control directly in people's hands (a baby bond at birth, a lifelong learning account, a founder grant, a self-build plot, a personal health budget) and then gets out of the way. Instead of designing grand national programmes, government clears the path for founders, freelancers, makers and new farmers to try their ideas in every corner of the UK. The bet is that many small personal leaps add up to a more inventive and more widely owned economy.",
    quadrant: "leap",
    popularityScore: 36,
    policies: {
      "health-care": ["leap-health-care-personal-health-budgets"],
      "education-training": [
        "leap-education-training-lifelong-learning-account",
        "leap-education-training-enterprise-in-schools",
      ],
      "jobs-economy": [
        "leap-jobs-economy-founder-grant",
        "leap-jobs-economy-global-talent-passport",
      ],
      "housing-land": ["leap-housing-land-self-build-plots"],
      "climate-environment": ["leap-climate-environment-peer-to-peer-solar"],
      "transport-travel": ["leap-transport-travel-open-minibus-market"],
      "crime-justice": ["leap-crime-justice-second-chance-enterprise"],
      "defence-foreign": ["leap-defence-foreign-start-up-fast-lane"],
      "welfare-pensions": [
        "leap-welfare-pensions-baby-bonds",
        "leap-welfare-pensions-portable-benefits",
      ],
      "culture-media": ["leap-culture-media-creator-start-grants"],
      "tech-innovation": [
        "leap-tech-innovation-share-options-for-all",
        "leap-tech-innovation-regulatory-sandboxes",
      ],
      "farming-food": ["leap-farming-food-new-entrant-farms"],
      "laws-governance": ["leap-laws-governance-right-to-challenge"],
    },
  },
  {
    key: "leap-sandbox-kingdom",
    title: "Sandbox Kingdom",
    description:
      "Nobody knows in advance which ideas will work, so the UK should try many of them quickly, measure honestly and scale what succeeds. This story turns the country into a set of living laboratories: regulatory sandboxes, experimental economic zones, basic income and drug policy trials, schools freed to innovate, and laws that lapse unless the evidence says they should stay. Councils, towns and the devolved governments are trusted to run different experiments side by side, with every result published openly. Change comes through fast, evidence-led iteration rather than grand certainty.",
    quadrant: "leap",
    popularityScore: 23,
    policies: {
      "health-care": ["leap-health-care-trial-ready-nhs", "leap-health-care-ai-diagnostics"],
      "education-training": [
        "leap-education-training-school-innovation-zones",
        "leap-education-training-ai-tutor",
      ],
      "jobs-economy": ["leap-jobs-economy-experimental-zones"],
      "housing-land": ["leap-housing-land-street-votes"],
      "climate-environment": ["leap-climate-environment-local-energy-trials"],
      "transport-travel": [
        "leap-transport-travel-road-pricing-pilots",
        "leap-transport-travel-self-driving-services",
      ],
      "crime-justice": ["leap-crime-justice-drug-policy-trials"],
      "defence-foreign": ["leap-defence-foreign-open-test-ranges"],
      "welfare-pensions": ["leap-welfare-pensions-basic-income-trials"],
      "culture-media": ["leap-culture-media-contestable-media-fund"],
      "tech-innovation": ["leap-tech-innovation-regulatory-sandboxes"],
      "farming-food": ["leap-farming-food-novel-food-sandbox"],
      "laws-governance": ["leap-laws-governance-sunset-and-trial-laws"],
    },
  },
  {
    key: "leap-abundance-unleashed",
    title: "Abundance Unleashed",
    description:
      "Britain's deepest problems are shortages (of homes, power, clinicians, school places and railway lines) and most of them are self-inflicted by rules that stop people building and doing. This story clears the barriers: building as of right under a zoning code, fast consents for grid and rail, wider clinical roles, fewer occupational licences and a hard cap on new regulation. It trusts individuals and firms to meet needs once they are free to act, and judges government by how quickly things actually get built. The aim is a country of plenty, where the freedom to build is the engine of fairness.",
    quadrant: "leap",
    popularityScore: 44,
    policies: {
      "health-care": ["leap-health-care-open-clinical-scope"],
      "education-training": ["leap-education-training-new-schools-fast-track"],
      "jobs-economy": [
        "leap-jobs-economy-licensing-bonfire",
        "leap-jobs-economy-global-talent-passport",
      ],
      "housing-land": ["leap-housing-land-zoning-code", "leap-housing-land-street-votes"],
      "climate-environment": ["leap-climate-environment-clean-power-consents"],
      "transport-travel": ["leap-transport-travel-cheaper-rail-building"],
      "crime-justice": ["leap-crime-justice-smart-tagging"],
      "defence-foreign": ["leap-defence-foreign-zero-tariffs-on-inputs"],
      "welfare-pensions": ["leap-welfare-pensions-lower-uc-taper"],
      "culture-media": ["leap-culture-media-free-the-night"],
      "tech-innovation": ["leap-tech-innovation-build-digital-by-right"],
      "farming-food": ["leap-farming-food-gene-editing-unlocked"],
      "laws-governance": [
        "leap-laws-governance-regulatory-budget",
        "leap-laws-governance-infrastructure-jr-reform",
      ],
    },
  },
];

const policies = inQuadrant("leap", [
  // ---------------------------------------------------------------- Health & Care
  {
    key: "leap-health-care-cancer-vaccine-mission",
    title: "Personalised cancer vaccine moonshot",
    description:
      "Scales the NHS Cancer Vaccine Launch Pad from its 10,000-patient goal to 50,000 patients a year by 2030, with every eligible tumour genomically sequenced through Genomics England. A small mission team with its own budget signs advance purchase deals with mRNA manufacturers in return for UK trial sites and production. First patients within 12 months; routine availability for several common cancers within five years.",
    area: "health-care",
    costEstimate: "£1.4bn",
    costBasis:
      "50,000 patients a year × about £20,000 per personalised course ≈ £1bn, plus about £200m for tumour sequencing and trial sites",
    costing: england(1.2, "health"),
    resourceDemandTags: ["clinical-workforce", "public-funds", "imports"],
    distributionTags: ["universal", "older-people"],
    pressureModifiers: pm(0.3, 0.2, 0.6, 0.5, 24),
    popularityScore: 74,
  },
  {
    key: "leap-health-care-ai-diagnostics",
    title: "AI diagnostics in every NHS imaging department",
    description:
      "Funds every acute trust in England, and the health boards of Scotland, Wales and Northern Ireland, to deploy approved AI tools for reading scans, X-rays and pathology slides. Radiologists review AI-triaged queues, aiming to cut waits for cancer diagnosis by a third. Rolled out over three years, with national contracts so small trusts pay the same as large ones.",
    area: "health-care",
    costEstimate: "£400m",
    costBasis:
      "about 130 acute trusts and health boards × about £3m a year for AI licences, integration and compute ≈ £400m",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "imports", "clinical-workforce"],
    distributionTags: ["universal", "older-people"],
    pressureModifiers: pm(0.15, 0.3, 0.3, 0.6, 18),
    popularityScore: 66,
  },
  {
    key: "leap-health-care-personal-health-budgets",
    title: "Personal health budgets for long-term conditions",
    description:
      "Gives a legal right to a personal health budget to about a million people with long-term conditions or disabilities, up from roughly 200,000 today. Holders can spend their NHS allocation on any accredited provider, therapy, equipment or personal assistant that meets their agreed care plan. Integrated care boards must offer budgets within two years, with independent brokers to help people plan.",
    area: "health-care",
    costEstimate: "£950m",
    costBasis:
      "about 800,000 new budget holders × about £600 a year for brokerage, set-up and support ≈ £500m, plus £300m double-running while block contracts unwind",
    costing: england(0.8, "health"),
    resourceDemandTags: ["care-workforce", "admin-capacity", "public-funds"],
    distributionTags: ["disabled-people", "older-people"],
    pressureModifiers: pm(0.3, 0.1, 0.4, 0.05, 12),
    popularityScore: 55,
  },
  {
    key: "leap-health-care-trial-ready-nhs",
    title: "Trial-ready NHS: research in every GP surgery",
    description:
      "Makes every GP practice and hospital a potential clinical trial site, with patients able to opt in through the NHS App to be matched to trials. Ethics and regulatory approval for trials is capped at 60 days, and the NHS runs large randomised trials of everyday treatments and service models as routine. Builds on the 2023 O'Shaughnessy review; full coverage within three years.",
    area: "health-care",
    costEstimate: "£710m",
    costBasis:
      "about 6,300 GP practices × £30,000 a year research capacity ≈ £190m, plus about £400m extra NIHR trials infrastructure",
    costing: england(0.6, "health"),
    resourceDemandTags: ["clinical-workforce", "digital-infrastructure", "admin-capacity"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.15, 0.2, 0.35, 0.1, 18),
    popularityScore: 48,
  },
  {
    key: "leap-health-care-open-clinical-scope",
    title: "Open up who can prescribe and diagnose",
    description:
      "Widens scope of practice so pharmacists, advanced nurses, physiotherapists and paramedics can diagnose, prescribe and refer for common conditions without a GP appointment. Doctors and nurses registered with trusted overseas regulators get fast-track GMC and NMC registration within weeks, and medicines approved by the FDA or EMA can be licensed by the MHRA on a reliance route. Changes phased in over 18 months.",
    area: "health-care",
    costEstimate: "£350m",
    costBasis:
      "about 30,000 extra prescribing and diagnostic training places × £5,000 ≈ £150m, plus £150m for regulator fast-track capacity and indemnity",
    costing: england(0.3, "health"),
    resourceDemandTags: ["clinical-workforce", "admin-capacity"],
    distributionTags: ["universal", "rural", "low-income"],
    pressureModifiers: pm(0.05, 0.4, 0.15, 0.05, 12),
    popularityScore: 61,
  },

  // ---------------------------------------------------------------- Education & Training
  {
    key: "leap-education-training-ai-tutor",
    title: "A free AI tutor for every pupil",
    description:
      "Builds a free, curriculum-aligned AI tutor, run through Oak National Academy, available to every school pupil in the UK at school and at home. It adapts to each child's level, gives teachers live dashboards and is tested in randomised trials before each stage of rollout. Pilot in 1,000 schools in year one and national availability within three years.",
    area: "education-training",
    costEstimate: "£400m",
    costBasis: "about 10m UK pupils × £40 a year for compute, licences and content ≈ £400m",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "imports", "teachers"],
    distributionTags: ["young-people", "families", "low-income"],
    pressureModifiers: pm(0.1, 0.2, 0.2, 0.6, 12),
    popularityScore: 50,
  },
  {
    key: "leap-education-training-lifelong-learning-account",
    title: "£5,000 lifelong learning account at 25",
    description:
      "Credits £5,000 to a personal learning account for every UK resident on turning 25, spendable at any approved college, university, bootcamp or apprenticeship provider at any point in life. Unspent money stays in the account, and employers can add tax-free top-ups. Opens within two years, building on the Lifelong Learning Entitlement but as a grant rather than a loan.",
    area: "education-training",
    costEstimate: "£3bn",
    costBasis:
      "about 800,000 people turn 25 each year (ONS) × £5,000 = £4bn credited; at about 75% eventual use ≈ £3bn a year",
    costing: uk(),
    resourceDemandTags: ["public-funds", "teachers", "skilled-labour"],
    distributionTags: ["young-people", "workers", "middle-income"],
    pressureModifiers: pm(0.35, 0.3, 0.3, 0.05, 18),
    popularityScore: 62,
  },
  {
    key: "leap-education-training-enterprise-in-schools",
    title: "Enterprise year with £400 seed money per pupil",
    description:
      "Every Year 10 pupil spends a school year running a real small venture, individually or in teams, with £400 of seed money, a volunteer mentor from local business and credit towards a GCSE-level qualification. Profits stay with the pupils or go to a charity they choose. Starts in September after next with a three-year national rollout.",
    area: "education-training",
    costEstimate: "£470m",
    costBasis:
      "about 750,000 Year 10 pupils × £400 seed money ≈ £300m, plus about £100m for teacher training and mentor matching",
    costing: england(0.4, "education"),
    resourceDemandTags: ["teachers", "volunteers", "public-funds"],
    distributionTags: ["young-people", "small-business"],
    pressureModifiers: pm(0.15, 0.1, 0.15, 0.05, 12),
    popularityScore: 45,
  },
  {
    key: "leap-education-training-school-innovation-zones",
    title: "School innovation zones",
    description:
      "Frees 500 volunteer schools across the UK from the national curriculum, Ofsted grading and fixed timetables for five years, in return for rigorous outcome tracking by the Education Endowment Foundation. Schools can trial longer days, four-day weeks, mastery learning or tech-heavy models. The best-evidenced approaches become options for every school after the five-year review.",
    area: "education-training",
    costEstimate: "£180m",
    costBasis:
      "500 schools × £200,000 a year innovation grant = £100m, plus about £50m for EEF evaluation",
    costing: england(0.15, "education"),
    resourceDemandTags: ["teachers", "admin-capacity"],
    distributionTags: ["young-people", "families"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.0, 24),
    popularityScore: 30,
  },
  {
    key: "leap-education-training-new-schools-fast-track",
    title: "Fast-track licence to open new schools and colleges",
    description:
      "Lets any accredited trust, charity, employer or teacher group open a state-funded school, college or sixth form where families want places, with a six-month approval decision and permitted-development rights for school buildings. New higher-education providers get degree-awarding powers after three years of strong results rather than the current long route. Around 60 new schools a year.",
    area: "education-training",
    costEstimate: "£1.1bn",
    costBasis:
      "about 60 new schools a year × £15m average build cost (DfE free school programme) ≈ £900m",
    costing: england(0.9, "education", "capital"),
    resourceDemandTags: ["construction", "teachers", "land"],
    distributionTags: ["families", "young-people", "urban"],
    pressureModifiers: pm(0.4, 0.35, 0.5, 0.1, 30),
    popularityScore: 38,
  },

  // ---------------------------------------------------------------- Jobs & Economy
  {
    key: "leap-jobs-economy-deep-tech-fund",
    title: "British sovereign deep-tech fund",
    description:
      "Sets up a £5bn-a-year public co-investment fund within the British Business Bank to back UK deep-tech scale-ups (quantum, biotech, robotics, clean energy) alongside private investors, so they stay and list in Britain rather than selling abroad. The taxpayer keeps an equity stake and a share of the upside. First investments within a year, run by professional managers at arm's length.",
    area: "jobs-economy",
    costEstimate: "£2bn",
    costBasis:
      "£5bn a year invested; assuming about 60% is eventually returned, the net yearly cost is about £2bn",
    costing: uk("financial-transaction", { grossOutlayBn: 5 }),
    resourceDemandTags: ["public-funds", "private-capital", "skilled-labour"],
    distributionTags: ["large-business", "high-income", "future-generations"],
    pressureModifiers: pm(0.3, 0.4, 0.3, 0.3, 24),
    popularityScore: 42,
  },
  {
    key: "leap-jobs-economy-founder-grant",
    title: "£10,000 founder grant for first-time businesses",
    description:
      "Offers a £10,000 grant, plus a year of free accounting and legal help, to up to 100,000 first-time founders a year who register a new business and pass a short business-plan check. It sits alongside the existing Start Up Loans scheme and is weighted towards areas with low business start-up rates. Applications open online within a year.",
    area: "jobs-economy",
    costEstimate: "£1bn",
    costBasis:
      "100,000 grants a year × £10,000 ≈ £1bn (Start Up Loans has backed a similar number of firms since 2012)",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["small-business", "young-people", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.45, 0.2, 0.15, 0.2, 6),
    popularityScore: 58,
  },
  {
    key: "leap-jobs-economy-global-talent-passport",
    title: "Global talent passport with no visa fees",
    description:
      "Scraps visa fees and the Immigration Health Surcharge for scientists, engineers, founders and graduates of the world's top 100 universities, with a decision within ten working days. Holders can work for anyone, start a business or freelance, and reach settlement after three years. Opens within six months under existing Global Talent and High Potential Individual routes.",
    area: "jobs-economy",
    costEstimate: "£300m",
    costBasis:
      "about 50,000 visas a year × about £6,000 waived fees and five-year surcharge ≈ £300m",
    costing: uk("tax"),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["large-business", "small-business", "high-income"],
    pressureModifiers: pm(0.1, 0.3, 0.1, 0.1, 6),
    popularityScore: 29,
  },
  {
    key: "leap-jobs-economy-experimental-zones",
    title: "Ten experimental economic zones",
    description:
      "Creates ten regional zones, chosen by bidding councils and combined authorities, with powers to vary planning rules, licensing, business rates and some employment regulations for ten years. Each zone proposes its own experiments, published with evaluation plans, and successful changes can be adopted nationally. First zones designated within 18 months, learning from Freeports and Investment Zones.",
    area: "jobs-economy",
    costEstimate: "£800m",
    costBasis:
      "10 zones × about £80m a year in business-rate relief, seed infrastructure and evaluation ≈ £800m",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity", "construction"],
    distributionTags: ["coastal-and-left-behind-towns", "small-business", "workers"],
    pressureModifiers: pm(0.25, 0.2, 0.25, 0.1, 24),
    popularityScore: 34,
  },
  {
    key: "leap-jobs-economy-licensing-bonfire",
    title: "Occupational licensing bonfire",
    description:
      "Reviews the UK's 200-plus regulated occupations within two years and scraps or simplifies licences that protect incumbents more than the public, replacing many with voluntary certification. Qualifications recognised in any UK nation, and from trusted countries, count everywhere. Aims to make it cheaper and quicker for people to switch careers or set up as tradespeople.",
    area: "jobs-economy",
    costEstimate: "£50m",
    costBasis:
      "review unit and regulators' transition costs of about £50m a year; otherwise cost-neutral regulation",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["workers", "small-business", "low-income"],
    pressureModifiers: pm(0.0, 0.25, 0.05, 0.0, 12),
    popularityScore: 40,
  },

  // ---------------------------------------------------------------- Housing & Land
  {
    key: "leap-housing-land-factory-new-towns",
    title: "Factory-built new towns",
    description:
      "Builds twelve new towns of up to 25,000 homes each, led by development corporations that buy land at near-existing-use value and capture the uplift to pay for infrastructure. Homes are largely made in regional factories using modern methods of construction, with a guaranteed order book of 30,000 homes a year to give manufacturers scale. First residents within five years.",
    area: "housing-land",
    costEstimate: "£3.5bn",
    costBasis:
      "30,000 homes a year × about £100,000 public up-front spend on land and infrastructure ≈ £3bn, largely recovered later through land value capture",
    costing: england(3, "housing", "capital", {
      relation: "increment",
      baseline:
        "the government's new towns programme (12 sites, September 2025) is policy, but its public land and infrastructure funding beyond the National Housing Bank is not in the baseline",
    }),
    resourceDemandTags: ["construction", "land", "materials", "private-capital"],
    distributionTags: ["young-people", "renters", "families", "future-generations"],
    pressureModifiers: pm(0.7, 0.5, 0.8, 0.2, 48),
    popularityScore: 49,
  },
  {
    key: "leap-housing-land-self-build-plots",
    title: "Right to a serviced self-build plot",
    description:
      "Strengthens the Right to Build so every council in England must release serviced plots, with roads, water and power connected, on public land to people on its self-build register within three years of asking. Buyers can use a 10% deposit loan and design their own home within a simple plot passport. Aims for 20,000 plots a year within five years; the devolved governments can opt in.",
    area: "housing-land",
    costEstimate: "£590m",
    costBasis:
      "20,000 plots a year × about £25,000 servicing cost ≈ £500m, largely recovered when plots are sold",
    costing: england(0.5, "housing", "capital"),
    resourceDemandTags: ["land", "construction", "skilled-labour"],
    distributionTags: ["families", "middle-income", "rural"],
    pressureModifiers: pm(0.35, 0.3, 0.45, 0.1, 30),
    popularityScore: 44,
  },
  {
    key: "leap-housing-land-street-votes",
    title: "Street votes to build upwards",
    description:
      "Brings into force and widens the street votes powers in the Levelling-up and Regeneration Act 2023, so residents of a street can vote to give themselves permission to add storeys or extend under an agreed design code. Councils receive a share of the uplift for local infrastructure. Trialled in 50 places in year one and available everywhere in England within three years.",
    area: "housing-land",
    costEstimate: "£24m",
    costBasis:
      "about £20m a year for council design codes, referendums and evaluation; permission is otherwise cost-neutral",
    costing: england(0.02, "local-government"),
    resourceDemandTags: ["admin-capacity", "construction"],
    distributionTags: ["homeowners", "urban", "communities"],
    pressureModifiers: pm(0.1, 0.2, 0.2, 0.05, 18),
    popularityScore: 33,
  },
  {
    key: "leap-housing-land-zoning-code",
    title: "Build as of right: a national zoning code",
    description:
      "Replaces case-by-case planning permission in England with a zoning code: any scheme that meets the local zone's rules on height, density and design is approved automatically within eight weeks. Land within a kilometre of a railway station is zoned for at least six storeys. Councils draw up their zoning maps within two years, and the Scottish and Welsh governments are invited to follow.",
    area: "housing-land",
    costEstimate: "£180m",
    costBasis:
      "about £100m for councils to prepare zoning maps plus £50m for digital planning systems, over the transition",
    costing: england(0.15, "local-government"),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["renters", "young-people", "future-generations"],
    pressureModifiers: pm(0.05, 0.5, 0.2, 0.0, 24),
    popularityScore: 39,
  },

  // ---------------------------------------------------------------- Climate & Environment
  {
    key: "leap-climate-environment-fusion-smr-fleet",
    title: "Fusion prototype and small reactor fleet",
    description:
      "Accelerates the STEP fusion prototype at West Burton and takes a public equity stake in a fleet of ten small modular reactors, starting with the Rolls-Royce SMR design chosen in 2025. Sites are designated through a single national policy statement and reactors built on a factory model. First SMR power in the early 2030s and STEP operation by 2040.",
    area: "climate-environment",
    costEstimate: "£1.9bn",
    costBasis:
      "STEP about £500m a year plus about £2.5bn a year of public equity in a small-reactor fleet, less what Spending Review 2025 already funds (STEP £0.5bn and SMRs about £0.6bn a year) ≈ £1.9bn a year",
    costing: uk("capital", {
      relation: "increment",
      baseline:
        "Spending Review 2025 funds the STEP fusion prototype (£2.5bn over five years) and £2.5bn for small modular reactors to 2029-30 (about £0.6bn a year)",
    }),
    resourceDemandTags: ["construction", "skilled-labour", "materials", "energy"],
    distributionTags: ["future-generations", "universal", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.6, 0.3, 0.8, 0.3, 60),
    popularityScore: 47,
  },
  {
    key: "leap-climate-environment-carbon-removal-guarantee",
    title: "Carbon removal purchase guarantee",
    description:
      "Commits the government to buy 10 million tonnes a year of permanent carbon removal by 2035, from direct air capture, bioenergy with capture, enhanced rock weathering and other verified methods, through reverse auctions open to any company. The guaranteed market lets start-ups raise private capital now. First contracts within 18 months, with a falling price ceiling.",
    area: "climate-environment",
    costEstimate: "£1.5bn",
    costBasis: "10 Mt CO2 a year by 2035 × about £150 a tonne ≈ £1.5bn a year",
    costing: uk(),
    resourceDemandTags: ["energy", "private-capital", "construction"],
    distributionTags: ["future-generations", "large-business"],
    pressureModifiers: pm(0.3, 0.2, 0.4, 0.25, 48),
    popularityScore: 31,
  },
  {
    key: "leap-climate-environment-peer-to-peer-solar",
    title: "Let households sell solar power to neighbours",
    description:
      "Changes Ofgem licensing so households and small businesses with rooftop solar and batteries can sell electricity directly to neighbours and local firms through approved trading apps, at prices they agree. Grants of £1,000 help 150,000 homes add a battery. New rules within a year, with smart-meter data access for all traders.",
    area: "climate-environment",
    costEstimate: "£200m",
    costBasis:
      "150,000 battery grants × £1,000 = £150m, plus about £50m for Ofgem and data-hub changes",
    costing: gb("capital"),
    resourceDemandTags: ["imports", "energy", "digital-infrastructure"],
    distributionTags: ["homeowners", "middle-income", "communities"],
    pressureModifiers: pm(0.2, 0.15, 0.2, 0.7, 12),
    popularityScore: 57,
  },
  {
    key: "leap-climate-environment-local-energy-trials",
    title: "Local energy market trials in 20 towns",
    description:
      "Uses Ofgem's regulatory sandbox to let 20 towns across the UK trial local electricity pricing, community grid balancing and time-of-use tariffs that reward people for using power when local wind and solar are plentiful. Each trial runs for three years with published results. Winning designs feed into national market reform.",
    area: "climate-environment",
    costEstimate: "£250m",
    costBasis:
      "20 towns × about £12.5m a year for platforms, network upgrades and evaluation ≈ £250m",
    costing: gb(),
    resourceDemandTags: ["digital-infrastructure", "energy", "admin-capacity"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "low-income"],
    pressureModifiers: pm(0.1, 0.1, 0.2, 0.3, 18),
    popularityScore: 36,
  },
  {
    key: "leap-climate-environment-clean-power-consents",
    title: "Twelve-month consents for grid and clean power",
    description:
      "Sets a legal 12-month deadline for decisions on nationally significant grid, wind, solar and storage projects, allows onshore wind and solar farms below 100MW as of right in designated zones, and requires network operators to connect ready projects first rather than first-come, first-served. Neighbours of new pylons and turbines get bill discounts. In force within a year.",
    area: "climate-environment",
    costEstimate: "£100m",
    costBasis:
      "about £100m a year for extra Planning Inspectorate, Ofgem and statutory consultee staff",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["universal", "future-generations", "rural"],
    pressureModifiers: pm(0.05, 0.35, 0.1, 0.0, 12),
    popularityScore: 43,
  },

  // ---------------------------------------------------------------- Transport & Travel
  {
    key: "leap-transport-travel-self-driving-services",
    title: "Self-driving buses and taxis in ten cities",
    description:
      "Uses the Automated Vehicles Act 2024 to license self-driving taxi and bus services in ten cities, with public funding for depots, remote operation centres and safety cases. Local transport authorities can commission automated routes where human-driven buses are uneconomic. First passenger services by 2027 and citywide coverage within five years.",
    area: "transport-travel",
    costEstimate: "£400m",
    costBasis:
      "10 city deployments × about £40m a year for vehicles, depots and safety assurance ≈ £400m",
    costing: uk(),
    resourceDemandTags: ["imports", "digital-infrastructure", "transport-capacity"],
    distributionTags: ["urban", "disabled-people", "older-people"],
    pressureModifiers: pm(0.2, 0.2, 0.35, 0.6, 24),
    popularityScore: 35,
  },
  {
    key: "leap-transport-travel-open-minibus-market",
    title: "Let anyone run on-demand minibus services",
    description:
      "Simplifies operator licensing so local firms, cooperatives and drivers can run app-booked minibus and shared-taxi services on flexible routes, especially in rural areas and small towns that have lost buses. A £100m fund pays a per-passenger subsidy for trips in areas without a regular service. New rules within a year.",
    area: "transport-travel",
    costEstimate: "£120m",
    costBasis:
      "per-passenger subsidy fund of about £100m a year, on the scale of DfT's earlier Rural Mobility Fund pilots",
    costing: england(0.1, "local-transport"),
    resourceDemandTags: ["transport-capacity", "admin-capacity"],
    distributionTags: ["rural", "small-business", "older-people"],
    pressureModifiers: pm(0.15, 0.2, 0.15, 0.2, 6),
    popularityScore: 46,
  },
  {
    key: "leap-transport-travel-road-pricing-pilots",
    title: "Pay-per-mile road pricing pilots",
    description:
      "Runs pay-per-mile charging trials for electric cars in three regions, with volunteers paying a distance charge in place of future lost fuel duty, varied by time of day and congestion. Rural drivers and low-income households get lower rates. Results after three years decide how to replace fuel duty, which raises about £25bn a year, as petrol cars disappear.",
    area: "transport-travel",
    costEstimate: "£180m",
    costBasis:
      "about £150m a year for metering technology, volunteer incentives and independent evaluation in three regions",
    costing: england(0.15, "local-transport"),
    resourceDemandTags: ["digital-infrastructure", "admin-capacity"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.2, 12),
    popularityScore: 22,
  },
  {
    key: "leap-transport-travel-cheaper-rail-building",
    title: "Halve the cost of building railways",
    description:
      "Creates a standing Rail Construction Authority with standard designs, a permanent workforce and a single consenting process, aiming to halve per-kilometre costs compared with HS2. It builds or reopens about 300km of line a year, prioritising links to towns without a station and electrification of busy lines. First new lines opened within six years.",
    area: "transport-travel",
    costEstimate: "£2.3bn",
    costBasis: "about 300km a year × a target of £7m per km ≈ £2bn a year",
    costing: england(2, "rail", "capital"),
    resourceDemandTags: ["construction", "skilled-labour", "materials", "land"],
    distributionTags: ["coastal-and-left-behind-towns", "workers", "future-generations"],
    pressureModifiers: pm(0.6, 0.3, 0.75, 0.2, 60),
    popularityScore: 53,
  },

  // ---------------------------------------------------------------- Crime & Justice
  {
    key: "leap-crime-justice-digital-courts",
    title: "Digital courts to clear the backlog",
    description:
      "Attacks the Crown Court backlog of more than 75,000 cases with AI transcription, digital case files, remote hearings for procedural stages and extra sitting days. Civil claims under £25,000 move to an online court with guided dispute resolution. Aims to halve the backlog within three years.",
    area: "crime-justice",
    costEstimate: "£560m",
    costBasis:
      "about £300m a year for online platforms and AI transcription plus £200m for extra sitting days",
    costing: englandWales(0.5, "justice"),
    resourceDemandTags: ["digital-infrastructure", "skilled-labour", "admin-capacity"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0.1, 0.3, 0.35, 0.3, 18),
    popularityScore: 60,
  },
  {
    key: "leap-crime-justice-second-chance-enterprise",
    title: "Second-chance enterprise for prison leavers",
    description:
      "Offers people leaving prison a start-up loan of up to £15,000, business training during their sentence and a mentor for two years after release. Criminal records for most non-violent offences become spent sooner, and public-sector employers ban the box on application forms. Open to around 10,000 participants a year within two years.",
    area: "crime-justice",
    costEstimate: "£170m",
    costBasis:
      "about 10,000 participants a year × £15,000 for loans, training and mentoring ≈ £150m",
    costing: englandWales(0.15, "justice"),
    resourceDemandTags: ["volunteers", "admin-capacity", "public-funds"],
    distributionTags: ["low-income", "small-business", "communities"],
    pressureModifiers: pm(0.1, 0.05, 0.1, 0.05, 12),
    popularityScore: 26,
  },
  {
    key: "leap-crime-justice-drug-policy-trials",
    title: "Drug policy trials in willing cities",
    description:
      "Lets councils and police forces that volunteer run evaluated drug-policy experiments: safer consumption facilities like the Glasgow service opened in 2025, diversion in place of prosecution for possession, and a licensed cannabis supply trial in three cities. Each trial runs for five years with independent evaluation of health and crime outcomes.",
    area: "crime-justice",
    costEstimate: "£80m",
    costBasis:
      "about 10 safer consumption sites × £3m plus diversion schemes and evaluation ≈ £80m a year",
    costing: uk(),
    resourceDemandTags: ["clinical-workforce", "admin-capacity"],
    distributionTags: ["urban", "communities", "low-income"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.0, 12),
    popularityScore: 21,
  },
  {
    key: "leap-crime-justice-smart-tagging",
    title: "Smart tags instead of short prison sentences",
    description:
      "Replaces most custodial sentences under 12 months with GPS tagging, curfews and alcohol-monitoring tags, letting people keep their jobs and homes while being tracked in real time. Probation gets extra officers to supervise 20,000 more people in the community, freeing prison places for serious offenders. Phased in over two years.",
    area: "crime-justice",
    costEstimate: "£340m",
    costBasis:
      "20,000 extra tagged offenders × about £5,000 a year ≈ £100m, plus about £200m for probation staff, before prison savings",
    costing: englandWales(0.3, "justice"),
    resourceDemandTags: ["digital-infrastructure", "skilled-labour", "admin-capacity"],
    distributionTags: ["communities", "low-income"],
    pressureModifiers: pm(0.1, 0.1, 0.3, 0.2, 12),
    popularityScore: 37,
  },

  // ---------------------------------------------------------------- Defence & Foreign Affairs
  {
    key: "leap-defence-foreign-drone-force",
    title: "Uncrewed drone and autonomy force",
    description:
      "Adds £2bn a year to move the armed forces towards mass, low-cost uncrewed systems in the air, at sea and on land, learning from Ukraine. Procurement runs in fast cycles, with UK factories able to surge drone production and the software updated every few months. The first new drone units stand up within two years.",
    area: "defence-foreign",
    costEstimate: "£2bn",
    costBasis:
      "an extra £2bn a year, raising uncrewed systems to about 15% of the roughly £29bn annual equipment budget (MoD Equipment Plan 2023-33)",
    costing: uk("capital"),
    resourceDemandTags: ["skilled-labour", "materials", "imports", "public-funds"],
    distributionTags: ["universal", "workers"],
    pressureModifiers: pm(0.4, 0.3, 0.5, 0.35, 24),
    popularityScore: 45,
  },
  {
    key: "leap-defence-foreign-space-launch",
    title: "Sovereign space launch from Scotland",
    description:
      "Funds launch infrastructure at SaxaVord in Shetland and Sutherland, a national satellite constellation for secure communications and Earth observation, and launch contracts for British rocket start-ups. Regulation of launches by the Civil Aviation Authority moves to a 90-day licensing target. Regular orbital launches within three years.",
    area: "defence-foreign",
    costEstimate: "£300m",
    costBasis:
      "about £300m a year in launch contracts, spaceport infrastructure and satellite procurement (UK Space Agency scale)",
    costing: uk("capital"),
    resourceDemandTags: ["skilled-labour", "construction", "imports"],
    distributionTags: ["rural", "workers", "future-generations"],
    pressureModifiers: pm(0.2, 0.15, 0.5, 0.4, 36),
    popularityScore: 38,
  },
  {
    key: "leap-defence-foreign-start-up-fast-lane",
    title: "Defence start-up fast lane",
    description:
      "Rings-fences £1bn a year of the defence budget for small and new firms, with contracts awarded within 90 days of a successful trial and paid within 30 days. Founders get security clearance support and access to test kit. Builds on the UK Defence Innovation body set up in 2025, with results reported to Parliament each year.",
    area: "defence-foreign",
    costEstimate: "£1bn",
    costBasis:
      "£1bn a year ring-fenced for small and new suppliers, on top of the existing equipment budget",
    costing: uk("capital"),
    resourceDemandTags: ["skilled-labour", "private-capital", "public-funds"],
    distributionTags: ["small-business", "workers"],
    pressureModifiers: pm(0.25, 0.3, 0.3, 0.25, 12),
    popularityScore: 35,
  },
  {
    key: "leap-defence-foreign-open-test-ranges",
    title: "Open military test ranges to civilian start-ups",
    description:
      "Opens MoD ranges such as those on Salisbury Plain, the Hebrides and Pembrokeshire to civilian firms testing drones, autonomous vehicles, robotics and space hardware under light-touch permits. A single booking office guarantees slots within four weeks. Trialled at three ranges in year one, then extended.",
    area: "defence-foreign",
    costEstimate: "£150m",
    costBasis:
      "about £150m a year for range staffing, safety cover and shared test facilities, partly offset by booking fees",
    costing: uk(),
    resourceDemandTags: ["land", "skilled-labour", "admin-capacity"],
    distributionTags: ["small-business", "rural"],
    pressureModifiers: pm(0.05, 0.1, 0.15, 0.05, 12),
    popularityScore: 24,
  },
  {
    key: "leap-defence-foreign-zero-tariffs-on-inputs",
    title: "Zero tariffs on imported inputs and machinery",
    description:
      "Unilaterally removes import duties on components, raw materials and capital equipment not made in the UK, and recognises product approvals from trusted regulators such as the EU and US. Cheaper inputs help British manufacturers and builders compete. Introduced in the next Finance Bill, with safeguards for defence-critical supply chains.",
    area: "defence-foreign",
    costEstimate: "£1bn",
    costBasis:
      "UK customs duties raise about £5bn a year (HMRC); inputs and capital goods are about a fifth of that ≈ £1bn",
    costing: uk("tax"),
    resourceDemandTags: ["imports", "admin-capacity"],
    distributionTags: ["small-business", "large-business", "workers"],
    pressureModifiers: pm(0.05, 0.3, 0.0, 0.5, 6),
    popularityScore: 27,
  },

  // ---------------------------------------------------------------- Welfare & Pensions
  {
    key: "leap-welfare-pensions-automatic-entitlements",
    title: "Automatic benefits using real-time tax data",
    description:
      "Uses HMRC's real-time PAYE data and DWP records to pay Pension Credit, Universal Credit top-ups and council tax support automatically to people who are entitled, with no claim form. People are notified and can opt out. Built over three years, starting with Pension Credit, where hundreds of thousands of eligible pensioners do not claim.",
    area: "welfare-pensions",
    costEstimate: "£1.5bn",
    costBasis:
      "about £400m to build and run the system plus about £1bn from higher take-up (around £2bn of Pension Credit goes unclaimed, DWP)",
    costing: gb(),
    resourceDemandTags: ["digital-infrastructure", "admin-capacity", "public-funds"],
    distributionTags: ["low-income", "older-people", "disabled-people"],
    pressureModifiers: pm(0.3, 0.0, 0.15, 0.05, 24),
    popularityScore: 64,
  },
  {
    key: "leap-welfare-pensions-baby-bonds",
    title: "£5,000 baby bond for every newborn",
    description:
      "Invests £5,000 in a locked stocks-and-shares account for every baby born in the UK, with an extra £2,000 for children from low-income families, accessible from age 18 for education, a home deposit or starting a business. Families can add to it tax-free. Opens for babies born from the next April.",
    area: "welfare-pensions",
    costEstimate: "£3.3bn",
    costBasis:
      "about 658,000 UK live births in 2023 (ONS, NRS and NISRA: England and Wales 591,072, Scotland 45,935, Northern Ireland about 20,800) × £5,000 ≈ £3.3bn, with the low-income top-up adding a little",
    costing: uk(),
    resourceDemandTags: ["public-funds", "private-capital"],
    distributionTags: ["young-people", "families", "future-generations"],
    pressureModifiers: pm(0.05, 0.05, 0.0, 0.1, 6),
    popularityScore: 51,
  },
  {
    key: "leap-welfare-pensions-portable-benefits",
    title: "Portable benefits account for the self-employed",
    description:
      "Gives each of the UK's roughly 4 million self-employed people a portable account for sick pay, parental leave and pension saving, with the government matching contributions of up to 3% of profits. The account follows people across gigs, platforms and freelance contracts. Launched through HMRC self-assessment within two years.",
    area: "welfare-pensions",
    costEstimate: "£800m",
    costBasis: "about 2m participating self-employed × average match of about £400 a year ≈ £800m",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["workers", "small-business", "middle-income"],
    pressureModifiers: pm(0.15, 0.05, 0.05, 0.05, 18),
    popularityScore: 48,
  },
  {
    key: "leap-welfare-pensions-basic-income-trials",
    title: "Basic income trials in two towns",
    description:
      "Pays an unconditional £1,600 a month for two years to 5,000 adults across two contrasting places, one a northern or coastal town and one a city neighbourhood, with a matched control group. It measures effects on work, health, caring and new business starts. Results are published openly and Scotland and Wales can run their own variants.",
    area: "welfare-pensions",
    costEstimate: "£110m",
    costBasis:
      "5,000 adults × £19,200 a year ≈ £96m, plus about £14m administration and evaluation",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["low-income", "coastal-and-left-behind-towns", "communities"],
    pressureModifiers: pm(0.2, 0.0, 0.0, 0.1, 6),
    popularityScore: 40,
  },
  {
    key: "leap-welfare-pensions-lower-uc-taper",
    title: "Cut the Universal Credit taper to 40%",
    description:
      "Lowers the rate at which Universal Credit is withdrawn as earnings rise from 55p to 40p in every pound, and raises work allowances, so every extra hour worked pays noticeably more. It removes the barrier that keeps many part-time workers and carers from taking on more work. Introduced from the next April.",
    area: "welfare-pensions",
    costEstimate: "£4.5bn",
    costBasis:
      "each point off the Universal Credit taper costs about £300m a year on today's caseload (the 2021 cut from 63% to 55% cost about £2.2bn with the work allowance rise); 15 points ≈ £4.5bn, the same unit cost as the 45% taper costing",
    costing: gb(),
    resourceDemandTags: ["public-funds"],
    distributionTags: ["low-income", "workers", "families"],
    pressureModifiers: pm(0.45, 0.2, 0.05, 0.15, 6),
    popularityScore: 54,
  },

  // ---------------------------------------------------------------- Culture & Media
  {
    key: "leap-culture-media-creative-tech-mission",
    title: "Creative technology mission",
    description:
      "Invests in virtual production studios, immersive experiences and games R&D through a mission run by UK Research and Innovation with the BFI and Arts Council, plus higher tax relief for immersive and VFX work. Regional creative clusters in places like Dundee, Leamington Spa and Cardiff get shared studio facilities. First studios open within two years.",
    area: "culture-media",
    costEstimate: "£500m",
    costBasis:
      "about £300m a year in R&D and studio grants plus £200m extra creative-industry tax relief",
    costing: uk(),
    resourceDemandTags: ["skilled-labour", "digital-infrastructure", "imports"],
    distributionTags: ["young-people", "small-business", "urban"],
    pressureModifiers: pm(0.2, 0.2, 0.3, 0.4, 18),
    popularityScore: 32,
  },
  {
    key: "leap-culture-media-creator-start-grants",
    title: "Start grants for independent creators",
    description:
      "Offers £10,000 start grants to 30,000 independent musicians, writers, podcasters, designers and game makers a year, chosen by rotating panels of peers, with an allowance for the first £10,000 of creative earnings to be taxed at a lower rate. It backs people building their own audiences rather than institutions. Opens within a year.",
    area: "culture-media",
    costEstimate: "£300m",
    costBasis: "30,000 grants a year × £10,000 ≈ £300m",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["young-people", "workers", "small-business"],
    pressureModifiers: pm(0.2, 0.1, 0.05, 0.15, 6),
    popularityScore: 37,
  },
  {
    key: "leap-culture-media-contestable-media-fund",
    title: "Contestable public service media fund",
    description:
      "Moves 10% of licence fee income into a contestable fund open to any producer, local news start-up, podcaster or games studio making public service content for UK audiences. Bids are judged by an independent panel and results are tracked by Ofcom. Starts with the next BBC Charter period, from 2028.",
    area: "culture-media",
    costEstimate: "£0bn",
    costBasis:
      "about 10% of roughly £3.8bn licence fee income (≈ £380m) is redirected, so the net cost to the public purse is zero",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["small-business", "communities"],
    pressureModifiers: pm(0.0, 0.05, 0.05, 0.0, 24),
    popularityScore: 25,
  },
  {
    key: "leap-culture-media-free-the-night",
    title: "Free the night: liberalise venue licensing",
    description:
      "Reforms the Licensing Act 2003 so venues get a presumption in favour of late licences and live music, puts the agent of change principle into law so new neighbours cannot close established venues, and lets pop-up events open with a simple online notice. Aims to reverse the loss of grassroots music venues and nightclubs. In force within a year.",
    area: "culture-media",
    costEstimate: "£24m",
    costBasis:
      "about £20m a year for council licensing system changes; otherwise cost-neutral regulation",
    costing: england(0.02, "local-government"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["young-people", "small-business", "urban"],
    pressureModifiers: pm(0.0, 0.15, 0.0, 0.0, 6),
    popularityScore: 41,
  },

  // ---------------------------------------------------------------- Tech & Innovation
  {
    key: "leap-tech-innovation-aria-tenfold",
    title: "Scale ARIA tenfold",
    description:
      "Raises the Advanced Research and Invention Agency's budget from about £200m a year to £2bn, keeping its freedom from normal spending rules so programme directors can fund high-risk, high-reward research. New programmes target areas such as cheap energy storage, brain-computer interfaces and engineered biology. Budget rises over four years.",
    area: "tech-innovation",
    costEstimate: "£2bn",
    costBasis: "ARIA's £800m first settlement is about £200m a year; tenfold ≈ £2bn a year",
    costing: uk("capital"),
    resourceDemandTags: ["skilled-labour", "public-funds", "private-capital"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0.2, 0.25, 0.4, 0.2, 36),
    popularityScore: 41,
  },
  {
    key: "leap-tech-innovation-sovereign-compute",
    title: "Sovereign national AI compute",
    description:
      "Builds publicly owned AI supercomputing capacity, expanding the Isambard-AI and Edinburgh facilities, with free compute time for UK researchers, start-ups and public services. Capacity grows twentyfold by 2030, sited in AI Growth Zones with dedicated clean power. First new capacity within 18 months.",
    area: "tech-innovation",
    costEstimate: "£2bn",
    costBasis:
      "about £2bn a year for chips, data centres and power, roughly doubling the AI Opportunities Action Plan allocation (Spending Review 2025)",
    costing: uk("capital", {
      relation: "increment",
      baseline:
        "the AI Opportunities Action Plan's compute funding (Spending Review 2025) is already in the baseline",
    }),
    resourceDemandTags: ["imports", "energy", "digital-infrastructure", "construction"],
    distributionTags: ["future-generations", "small-business"],
    pressureModifiers: pm(0.3, 0.2, 0.55, 0.75, 24),
    popularityScore: 33,
  },
  {
    key: "leap-tech-innovation-share-options-for-all",
    title: "Share options for every start-up employee",
    description:
      "Widens the Enterprise Management Incentives scheme to firms with up to 500 employees and £120m of gross assets, and lifts the per-employee limit to £500,000, so staff at growing start-ups can own part of the company tax-efficiently. Options keep their tax treatment when people leave. In the next Finance Bill.",
    area: "tech-innovation",
    costEstimate: "£400m",
    costBasis:
      "EMI relief costs a few hundred million pounds a year (HMRC share scheme statistics); roughly doubling eligibility adds ≈ £400m",
    costing: uk("tax"),
    resourceDemandTags: ["public-funds", "private-capital"],
    distributionTags: ["workers", "small-business", "high-income"],
    pressureModifiers: pm(0.05, 0.1, 0.0, 0.05, 12),
    popularityScore: 28,
  },
  {
    key: "leap-tech-innovation-regulatory-sandboxes",
    title: "Regulatory Innovation Office with sandbox powers",
    description:
      "Gives the Regulatory Innovation Office statutory power to grant two-year waivers from specific rules so firms can trial new products (drone delivery, AI medical devices, fintech, engineered biology) under supervision. Regulators must answer a sandbox application within 60 days. Successful trials trigger a permanent rule change.",
    area: "tech-innovation",
    costEstimate: "£100m",
    costBasis:
      "about £100m a year for RIO and regulator sandbox teams across the FCA, MHRA, CAA and Ofcom",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["small-business", "future-generations"],
    pressureModifiers: pm(0.0, 0.15, 0.05, 0.0, 12),
    popularityScore: 34,
  },
  {
    key: "leap-tech-innovation-build-digital-by-right",
    title: "Data centres, masts and fibre by right",
    description:
      "Gives permitted development rights for phone masts, fibre cabinets and data centres on brownfield and industrial land, reforms wayleave law so landlords cannot block broadband, and caps street-works permits at ten days. Aims for full gigabit and standalone 5G coverage by 2030. In force within a year.",
    area: "tech-innovation",
    costEstimate: "£50m",
    costBasis:
      "about £50m a year for Ofcom, council and Planning Inspectorate changes; otherwise cost-neutral regulation",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["rural", "small-business", "universal"],
    pressureModifiers: pm(0.05, 0.3, 0.05, 0.05, 12),
    popularityScore: 35,
  },

  // ---------------------------------------------------------------- Farming & Food
  {
    key: "leap-farming-food-alt-protein-mission",
    title: "Alternative protein mission",
    description:
      "Funds a mission to make the UK a leader in fermentation-based, plant-based and cultivated proteins, with open-access pilot plants, research hubs and contracts for farmers to grow protein crops such as beans and peas. Aims for price parity with conventional meat for key products by 2035. First pilot plants open within two years.",
    area: "farming-food",
    costEstimate: "£400m",
    costBasis:
      "about £250m a year for pilot plants and research hubs plus £150m for protein-crop contracts",
    costing: uk(),
    resourceDemandTags: ["skilled-labour", "construction", "private-capital"],
    distributionTags: ["future-generations", "rural", "small-business"],
    pressureModifiers: pm(0.2, 0.15, 0.35, 0.25, 36),
    popularityScore: 26,
  },
  {
    key: "leap-farming-food-new-entrant-farms",
    title: "Starter farms for new-entrant farmers",
    description:
      "Buys 500 farms a year to let on long, low-rent starter tenancies to new entrants under 40, with business training and a start-up loan. County council smallholdings are protected from sale and expanded. After ten years tenants can buy at a discount or move on to larger farms.",
    area: "farming-food",
    costEstimate: "£300m",
    costBasis: "500 farms a year × about £500,000 ≈ £250m, held as public assets",
    costing: england(0.25, "environment", "capital"),
    resourceDemandTags: ["land", "public-funds", "admin-capacity"],
    distributionTags: ["young-people", "rural", "small-business"],
    pressureModifiers: pm(0.15, 0.1, 0.2, 0.05, 24),
    popularityScore: 47,
  },
  {
    key: "leap-farming-food-novel-food-sandbox",
    title: "Fast-track novel food sandbox",
    description:
      "Expands the Food Standards Agency's sandbox for cultivated meat and precision-fermented foods, so safe products can be tasted and sold in trial markets within 12 months of application rather than several years. Safety data are published and consumer take-up is tracked. Decisions feed into a permanent faster approval route.",
    area: "farming-food",
    costEstimate: "£50m",
    costBasis: "about £50m a year for FSA scientific assessment staff and trial market monitoring",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["small-business", "future-generations"],
    pressureModifiers: pm(0.0, 0.1, 0.05, 0.0, 12),
    popularityScore: 20,
  },
  {
    key: "leap-farming-food-gene-editing-unlocked",
    title: "Unlock gene-edited crops and livestock",
    description:
      "Fully implements the Precision Breeding Act 2023 for plants and animals, with approvals in months, and invites the Scottish and Welsh governments to align. Crops bred to resist disease and drought, and animals resistant to diseases such as PRRS, can be grown and sold without the GMO regime. Plant rules within a year, animals within two.",
    area: "farming-food",
    costEstimate: "£35m",
    costBasis:
      "about £30m a year for Defra and FSA regulatory staff; otherwise cost-neutral regulation",
    costing: england(0.03, "environment"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["rural", "future-generations"],
    pressureModifiers: pm(0.0, 0.2, 0.0, 0.0, 24),
    popularityScore: 30,
  },

  // ---------------------------------------------------------------- How Laws Are Made
  {
    key: "leap-laws-governance-ai-civil-service",
    title: "AI-first civil service",
    description:
      "Gives every civil servant secure AI assistants for drafting, casework and analysis, rebuilds key services on shared data platforms and hires 2,000 engineers into a central digital team. Departments publish which decisions AI supports and how it is checked. Aims at the productivity gains government has estimated at tens of billions a year, within five years.",
    area: "laws-governance",
    costEstimate: "£1bn",
    costBasis:
      "about £600m a year for tools and data platforms plus 2,000 engineers × £100,000 ≈ £200m, and about £200m retraining",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "skilled-labour", "imports"],
    distributionTags: ["universal"],
    pressureModifiers: pm(0.1, 0.3, 0.3, 0.5, 24),
    popularityScore: 31,
  },
  {
    key: "leap-laws-governance-right-to-challenge",
    title: "Citizens' right to challenge red tape",
    description:
      "Lets any person or small business challenge a regulation online; any rule challenged by 5,000 people or a sector body must be reviewed by an independent panel within six months, with a duty on ministers to respond. The panel publishes the cost and benefit of every rule it reviews. Opens within a year.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis: "an independent review panel and secretariat of about 200 staff, about £30m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["small-business", "universal"],
    pressureModifiers: pm(0.0, 0.1, 0.0, 0.0, 12),
    popularityScore: 42,
  },
  {
    key: "leap-laws-governance-sunset-and-trial-laws",
    title: "Sunset clauses and trial legislation",
    description:
      "Requires every new regulation to lapse after five years unless Parliament renews it after an independent evaluation, and creates trial legislation that lets a policy run in some areas before a national decision. The What Works Network reviews each trial. In force from the next parliamentary session.",
    area: "laws-governance",
    costEstimate: "£40m",
    costBasis: "about £40m a year for departmental evaluation units and What Works Network reviews",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.0, 0.05, 0.0, 0.0, 12),
    popularityScore: 29,
  },
  {
    key: "leap-laws-governance-regulatory-budget",
    title: "Statutory regulatory budget",
    description:
      "Puts a legal cap on the net cost of regulation to households and businesses: any department adding a rule must remove rules of twice the cost. The Regulatory Policy Committee gets the power to block impact assessments it rates unfit. Takes effect within a year and reports to Parliament annually.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis:
      "about 250 extra staff for the Regulatory Policy Committee and departmental better-regulation units × about £100,000 all-in plus systems ≈ £30m a year (the same costing as the other regulatory-budget policy)",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["small-business", "large-business"],
    pressureModifiers: pm(0.0, 0.15, 0.0, 0.0, 12),
    popularityScore: 36,
  },
  {
    key: "leap-laws-governance-infrastructure-jr-reform",
    title: "Fast-track judicial review for infrastructure",
    description:
      "Limits legal challenges to nationally significant infrastructure to a single hearing decided within six months, with no permission stage for claims the court rates unarguable, and caps the environmental assessment paperwork for each project. Keeps a strong right to challenge genuinely unlawful decisions. Included in the next planning bill.",
    area: "laws-governance",
    costEstimate: "£11m",
    costBasis:
      "about £10m a year for extra specialist planning court capacity; otherwise cost-neutral",
    costing: englandWales(0.01, "justice"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.0, 0.2, 0.0, 0.0, 12),
    popularityScore: 23,
  },
]);

/** The leap quadrant's anchor narratives and their policies. */
export const leapCatalogue: CatalogueSection = { narratives, policies };
