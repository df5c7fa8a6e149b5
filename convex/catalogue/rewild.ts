import type { CatalogueNarrative, CatalogueSection } from "./types";
import { inQuadrant } from "./inQuadrant";
import { pm } from "./pressure";
import { england, englandWales, gb, uk } from "./costing";

/**
 * The rewild quadrant (shared paths + visionary aims: "Regenerative, collaborative,
 * future-rooted"). Four anchor narratives: Commons Reclaimed (community ownership of what
 * places depend on), Wild Isles Restored (ecological restoration as the foundation of
 * everything else), Wellbeing Before Growth (a wellbeing economy of universal basics and
 * prevention) and Grassroots Democracy Rising (power and budgets handed to neighbourhoods).
 */

const narratives: CatalogueNarrative[] = [
  {
    key: "rewild-commons-reclaimed",
    title: "Commons Reclaimed",
    description:
      "Change happens when people own the things they depend on. This story watches Britain's land, energy, homes, buses and high streets drift into distant hands and answers with a steady wave of community ownership: land trusts, co-operatives, employee buyouts, municipal bus companies and community energy, backed by laws that give neighbours and workers the first right to buy. Preston's community wealth building and Scotland's community land buyouts are its proof that wealth owned locally stays and circulates locally. Over a decade the commons grows from the edges until it is simply the ordinary way a town meets its needs.",
    quadrant: "rewild",
    popularityScore: 58,
    policies: {
      "health-care": ["rewild-health-care-neighbourhood-nursing-coops"],
      "education-training": ["rewild-education-training-schools-as-community-hubs"],
      "jobs-economy": [
        "rewild-jobs-economy-employee-first-refusal",
        "rewild-jobs-economy-community-wealth-building",
      ],
      "housing-land": [
        "rewild-housing-land-community-land-trust-homes",
        "rewild-housing-land-community-right-to-buy",
      ],
      "climate-environment": ["rewild-climate-environment-community-energy"],
      "transport-travel": ["rewild-transport-travel-community-bus-companies"],
      "crime-justice": ["rewild-crime-justice-community-justice-centres"],
      "defence-foreign": ["rewild-defence-foreign-defence-diversification"],
      "welfare-pensions": [
        "rewild-welfare-pensions-citizens-wealth-fund",
        "rewild-welfare-pensions-lgps-local-investment",
      ],
      "culture-media": ["rewild-culture-media-save-pubs-venues-halls"],
      "tech-innovation": ["rewild-tech-innovation-public-code-fund"],
      "farming-food": ["rewild-farming-food-local-public-plates"],
      "laws-governance": ["rewild-laws-governance-community-power-act"],
    },
  },
  {
    key: "rewild-wild-isles-restored",
    title: "Wild Isles Restored",
    description:
      "Change starts with the living land and water. Britain is one of the most nature-depleted countries in Europe, and this story holds that restoring rivers, peat bogs, woodland, soils and seas is the foundation for health, jobs, food security and flood safety, not a luxury to afford after them. It pays farmers and young people to do the restoring, gives nature rights in law and the public a right to roam, and measures success in returning species and clean rivers. The change is slow and physical, counted in decades, but it compounds like the ecosystems it rebuilds.",
    quadrant: "rewild",
    popularityScore: 66,
    policies: {
      "health-care": ["rewild-health-care-green-social-prescribing"],
      "education-training": ["rewild-education-training-outdoor-learning-entitlement"],
      "jobs-economy": ["rewild-jobs-economy-national-nature-service"],
      "housing-land": ["rewild-housing-land-right-to-roam"],
      "climate-environment": [
        "rewild-climate-environment-restore-30-by-30",
        "rewild-climate-environment-clean-rivers",
      ],
      "transport-travel": ["rewild-transport-travel-national-greenways"],
      "crime-justice": ["rewild-crime-justice-ecocide-law"],
      "defence-foreign": ["rewild-defence-foreign-international-nature-finance"],
      "welfare-pensions": ["rewild-welfare-pensions-just-transition-guarantee"],
      "culture-media": ["rewild-culture-media-heritage-craft-skills"],
      "tech-innovation": ["rewild-tech-innovation-biodiversity-monitoring"],
      "farming-food": ["rewild-farming-food-agroecology-transition"],
      "laws-governance": ["rewild-laws-governance-rights-of-nature"],
    },
  },
  {
    key: "rewild-wellbeing-before-growth",
    title: "Wellbeing Before Growth",
    description:
      "Change happens when a country decides to measure what matters. Borrowing from Wales's Well-being of Future Generations Act and New Zealand's wellbeing budgets, this story rewrites the Treasury's goals around health, time, security and belonging rather than GDP alone. It invests in shared universal basics (care, mental health support, warm homes, school meals, free buses for the young, counselling) so that prevention replaces crisis spending in the NHS, the courts and the benefits system. Progress comes through patient, collective investment that pays back in fewer people falling through the cracks.",
    quadrant: "rewild",
    popularityScore: 52,
    policies: {
      "health-care": [
        "rewild-health-care-mental-health-centres",
        "rewild-health-care-free-personal-care",
        "rewild-health-care-green-social-prescribing",
      ],
      "education-training": [
        "rewild-education-training-counsellor-every-school",
        "rewild-education-training-outdoor-learning-entitlement",
      ],
      "jobs-economy": ["rewild-jobs-economy-four-day-week"],
      "housing-land": [
        "rewild-housing-land-housing-first",
        "rewild-housing-land-healthy-homes-act",
      ],
      "climate-environment": ["rewild-climate-environment-street-by-street-retrofit"],
      "transport-travel": [
        "rewild-transport-travel-free-buses-under-22",
        "rewild-transport-travel-national-greenways",
      ],
      "crime-justice": ["rewild-crime-justice-treatment-not-short-sentences"],
      "defence-foreign": ["rewild-defence-foreign-restore-aid"],
      "welfare-pensions": ["rewild-welfare-pensions-carers-allowance"],
      "culture-media": ["rewild-culture-media-arts-on-prescription"],
      "tech-innovation": ["rewild-tech-innovation-wellbeing-by-design"],
      "farming-food": ["rewild-farming-food-right-to-food"],
      "laws-governance": ["rewild-laws-governance-wellbeing-budget"],
    },
  },
  {
    key: "rewild-grassroots-democracy-rising",
    title: "Grassroots Democracy Rising",
    description:
      "Change happens when decisions move closer to the people who live with them. England is one of the most centralised democracies in Europe, and this story hands real power and budgets to town and parish councils, neighbourhood forums and standing citizens' assemblies chosen by lot. Residents decide how a slice of health, climate and council money is spent, write their own neighbourhood plans, and hold local services to account through panels and a revived, community-owned local press. Its bet is that trust and better decisions grow with practice: the more people govern, the better they get at it.",
    quadrant: "rewild",
    popularityScore: 41,
    policies: {
      "health-care": ["rewild-health-care-neighbourhood-health-assemblies"],
      "education-training": ["rewild-education-training-community-adult-learning"],
      "jobs-economy": [
        "rewild-jobs-economy-regional-mutual-banks",
        "rewild-jobs-economy-community-wealth-building",
      ],
      "housing-land": [
        "rewild-housing-land-neighbourhood-plans",
        "rewild-housing-land-community-right-to-buy",
      ],
      "climate-environment": [
        "rewild-climate-environment-council-climate-budgets",
        "rewild-climate-environment-community-energy",
      ],
      "transport-travel": ["rewild-transport-travel-community-transport"],
      "crime-justice": ["rewild-crime-justice-restorative-justice-panels"],
      "defence-foreign": ["rewild-defence-foreign-civil-resilience-reserve"],
      "welfare-pensions": ["rewild-welfare-pensions-community-welfare-advice"],
      "culture-media": ["rewild-culture-media-community-newsrooms"],
      "tech-innovation": ["rewild-tech-innovation-civic-data-trusts"],
      "farming-food": ["rewild-farming-food-county-farms"],
      "laws-governance": [
        "rewild-laws-governance-citizens-assemblies",
        "rewild-laws-governance-participatory-budgeting",
        "rewild-laws-governance-stv-local-elections",
      ],
    },
  },
];

const policies = inQuadrant("rewild", [
  // ---------------------------------------------------------------- Health & Care
  {
    key: "rewild-health-care-neighbourhood-nursing-coops",
    title: "Neighbourhood nursing and care co-operatives",
    description:
      "Funds self-managing teams of up to 12 district nurses and care workers, on the Dutch Buurtzorg model already trialled in parts of England, each caring for a neighbourhood of around 10,000 people at home. Teams are set up as staff-owned co-operatives or community interest companies and commissioned by councils and integrated care boards on ten-year contracts instead of 15-minute visit slots. About 1,500 teams would be running within six years.",
    area: "health-care",
    costEstimate: "£1.7bn",
    costBasis:
      "about 1,500 teams × 12 staff × ~£50k employment cost ≈ £0.9bn, plus ~£0.5bn for training, start-up and co-op conversion grants ≈ £1.4bn a year",
    costing: england(1.4, "health"),
    resourceDemandTags: ["care-workforce", "clinical-workforce", "public-funds"],
    distributionTags: ["older-people", "disabled-people", "workers", "communities"],
    pressureModifiers: pm(0.3, 0.3, 0.6, 0.05, 24),
    popularityScore: 58,
  },
  {
    key: "rewild-health-care-green-social-prescribing",
    title: "Green social prescribing in every ICB",
    description:
      "Gives each of England's 42 integrated care boards funding for link workers who can prescribe nature-based activity (community gardening, conservation volunteering, walking groups, wild swimming) to people with anxiety, depression, loneliness or long-term conditions. Money also flows to the wildlife trusts, parks teams and food-growing groups that host the sessions. It scales up the government's 2021-23 green social prescribing test-and-learn pilots to full coverage within three years.",
    area: "health-care",
    costEstimate: "£350m",
    costBasis:
      "42 ICBs × ~£7m a year for link workers and grants to host groups ≈ £300m, scaled up from the £5.77m seven-site 2021-23 pilot",
    costing: england(0.3, "health"),
    resourceDemandTags: ["public-funds", "volunteers", "land"],
    distributionTags: ["communities", "low-income", "older-people"],
    pressureModifiers: pm(0.1, 0.1, 0.2, 0.0, 12),
    popularityScore: 64,
  },
  {
    key: "rewild-health-care-mental-health-centres",
    title: "24/7 neighbourhood mental health centres",
    description:
      "Opens around 300 open-access mental health centres, each serving about 200,000 people, where anyone can walk in day or night for support, a short-stay bed for a few nights, or help with housing and debt, following the Trieste model the NHS in England has begun to pilot. Centres are run by NHS trusts with local voluntary groups, and people with lived experience sit on their boards. They would open over six years, easing pressure on A&E and ending most out-of-area placements.",
    area: "health-care",
    costEstimate: "£2.1bn",
    costBasis:
      "about 300 centres × ~£6m a year for staff, beds and premises ≈ £1.8bn, partly offset by fewer A&E mental health attendances and out-of-area placements",
    costing: england(1.8, "health"),
    resourceDemandTags: ["clinical-workforce", "construction", "public-funds"],
    distributionTags: ["disabled-people", "low-income", "young-people", "communities"],
    pressureModifiers: pm(0.3, 0.1, 0.6, 0.02, 30),
    popularityScore: 69,
  },
  {
    key: "rewild-health-care-free-personal-care",
    title: "Free personal care for adults in England",
    description:
      "Ends means-tested charges for help with washing, dressing, eating and medication for every adult assessed as needing it, paid for from general taxation as Scotland has done for older people since 2002 and for all adults since 2019. Councils receive ring-fenced funding to pay providers a fair rate that supports better pay for care workers. It treats care as a universal basic service like the NHS and would start within two years.",
    area: "health-care",
    costEstimate: "£8.3bn",
    costBasis:
      "published estimates (Health Foundation, King's Fund) of roughly £6-9bn a year for free personal care in England by the late 2020s; midpoint ≈ £7bn",
    costing: england(7, "health"),
    resourceDemandTags: ["care-workforce", "public-funds"],
    distributionTags: ["older-people", "disabled-people", "families", "middle-income"],
    pressureModifiers: pm(0.4, 0.1, 0.6, 0.0, 18),
    popularityScore: 72,
  },
  {
    key: "rewild-health-care-neighbourhood-health-assemblies",
    title: "Neighbourhood health assemblies",
    description:
      "Creates a residents' health assembly, chosen by lot, for each of England's roughly 1,250 primary care networks, meeting quarterly with GPs, pharmacists and council staff. Each assembly controls a £200,000 participatory budget for local prevention (peer mental health groups, walking schemes, men's sheds, interpreting) and can summon the integrated care board to explain local waiting times. The first assemblies would sit within a year.",
    area: "health-care",
    costEstimate: "£350m",
    costBasis:
      "about 1,250 primary care networks × £200k participatory budget ≈ £250m, plus ~£50m for recruitment and facilitation ≈ £300m a year",
    costing: england(0.3, "health"),
    resourceDemandTags: ["public-funds", "volunteers", "admin-capacity"],
    distributionTags: ["communities", "low-income", "universal"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.0, 12),
    popularityScore: 44,
  },

  // ---------------------------------------------------------------- Education & Training
  {
    key: "rewild-education-training-schools-as-community-hubs",
    title: "Schools as community commons hubs",
    description:
      "Funds every state school that wants it to open its buildings, playing fields and kitchens in evenings, weekends and holidays for adult classes, youth clubs, repair cafés and holiday food programmes, run jointly with a local community trust. Schools may also convert to co-operative trusts governed by parents, staff, pupils and local residents. About half of schools would offer extended community use within three years.",
    area: "education-training",
    costEstimate: "£500m",
    costBasis:
      "about 22,000 state schools in England and Wales × ~£20k a year for caretaking, energy and coordination ≈ £450m",
    costing: englandWales(0.45, "education"),
    resourceDemandTags: ["public-funds", "teachers", "volunteers"],
    distributionTags: ["families", "communities", "young-people"],
    pressureModifiers: pm(0.1, 0.05, 0.15, 0.0, 9),
    popularityScore: 57,
  },
  {
    key: "rewild-education-training-outdoor-learning-entitlement",
    title: "Weekly outdoor learning for every pupil",
    description:
      "Guarantees every primary pupil at least half a day a week of outdoor learning (forest school, school-grounds wildlife, growing food) and every secondary pupil a residential stay in the countryside. Schools receive per-pupil funding for trained outdoor leaders, kit and transport, and the new Natural History GCSE is offered in every area. Full coverage in about four years as outdoor leaders are trained.",
    area: "education-training",
    costEstimate: "£950m",
    costBasis:
      "about 4.6m primary pupils in England × ~£130 ≈ £600m, plus ~650k Year 8 residentials × £300 ≈ £200m ≈ £800m a year",
    costing: england(0.8, "education"),
    resourceDemandTags: ["teachers", "public-funds", "transport-capacity", "land"],
    distributionTags: ["young-people", "families", "future-generations"],
    pressureModifiers: pm(0.15, 0.05, 0.3, 0.05, 18),
    popularityScore: 63,
  },
  {
    key: "rewild-education-training-counsellor-every-school",
    title: "A counsellor in every school",
    description:
      "Gives every state secondary school in England a qualified counsellor and every primary school a share of one, matching the school counselling services already required in Wales and provided in Northern Ireland. Pupils can refer themselves without a diagnosis or a waiting list, and counsellors work alongside NHS mental health support teams. Training enough counsellors means full coverage within four years.",
    area: "education-training",
    costEstimate: "£530m",
    costBasis:
      "about 3,450 secondaries × £50k ≈ £170m, plus 16,800 primaries × ~£16k part-time share ≈ £270m ≈ £450m a year",
    costing: england(0.45, "education"),
    resourceDemandTags: ["skilled-labour", "public-funds"],
    distributionTags: ["young-people", "families", "low-income"],
    pressureModifiers: pm(0.1, 0.05, 0.4, 0.0, 24),
    popularityScore: 74,
  },
  {
    key: "rewild-education-training-community-adult-learning",
    title: "Community adult learning revival",
    description:
      "Restores funding for community adult education (literacy, numeracy, English for speakers of other languages, digital skills and craft courses) to close much of the fall in adult skills spending since 2010. Budgets are devolved to combined authorities and councils, and learners elect seats on the board of each community learning centre. Courses up to Level 2 become free for everyone aged 19 and over, phased in over three years.",
    area: "education-training",
    costEstimate: "£1.1bn",
    costBasis:
      "adds ~£0.9bn a year to the ~£1.4bn Adult Skills Fund, reversing much of the real-terms fall in adult education spending since 2010 reported by the IFS",
    costing: england(0.9, "education"),
    resourceDemandTags: ["teachers", "public-funds"],
    distributionTags: ["workers", "low-income", "communities", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.1, 0.15, 0.2, 0.0, 12),
    popularityScore: 55,
  },

  // ---------------------------------------------------------------- Jobs & Economy
  {
    key: "rewild-jobs-economy-employee-first-refusal",
    title: "Employees' right of first refusal on sale",
    description:
      "When the owner of a business with 50 or more staff sells up or retires, employees get a legal right to make the first offer and a 12-week window to organise a buyout into an employee ownership trust or co-operative. A £1bn-a-year Co-operative Development Fund, run through the British Business Bank, lends patient capital for buyouts and funds co-op advisers in every region. Building on the 2014 employee ownership trust tax relief, it could double the employee-owned sector within a decade.",
    area: "jobs-economy",
    costEstimate: "£250m",
    costBasis:
      "£1bn a year of Co-operative Development Fund lending and advice; as a loan book only the expected loss and subsidy, taken as 25% of lending (an assumption: no public loss rate for such a fund), counts ≈ £250m a year",
    costing: uk("financial-transaction", { grossOutlayBn: 1 }),
    resourceDemandTags: ["public-funds", "private-capital", "admin-capacity"],
    distributionTags: ["workers", "small-business", "communities"],
    pressureModifiers: pm(0.1, 0.05, 0.1, 0.05, 12),
    popularityScore: 52,
  },
  {
    key: "rewild-jobs-economy-community-wealth-building",
    title: "Community wealth building duty on anchors",
    description:
      "Places a duty on NHS trusts, councils, universities and housing associations to publish, and steadily raise, the share of their spending that goes to local firms, co-operatives and social enterprises, following the Preston model and Scotland's Community Wealth Building Bill. Each combined authority gets a team to split contracts into lots local firms can bid for and to help suppliers grow. Spending shifts over five years as contracts come up for renewal.",
    area: "jobs-economy",
    costEstimate: "£180m",
    costBasis:
      "about 50 combined and upper-tier authority teams × ~£3m a year for procurement and supplier development ≈ £150m",
    costing: england(0.15, "local-government"),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["small-business", "communities", "coastal-and-left-behind-towns", "workers"],
    pressureModifiers: pm(0.05, 0.05, 0.05, 0.0, 18),
    popularityScore: 60,
  },
  {
    key: "rewild-jobs-economy-national-nature-service",
    title: "National Nature Service for young people",
    description:
      "Offers 50,000 paid 12-month placements a year, at the real Living Wage, for people aged 18 to 30 to restore peatland, plant hedges, clear invasive species and build natural flood defences with Natural England, the Environment Agency, national parks and wildlife trusts. Every placement includes accredited training in ecological and land-management skills that are in short supply. The first 10,000 start within a year, rising to full size in three.",
    area: "jobs-economy",
    costEstimate: "£1.4bn",
    costBasis:
      "50,000 placements × ~£27k (real Living Wage of about £13 an hour × 37.5 hours ≈ £25k, plus training and supervision) ≈ £1.4bn a year",
    costing: uk(),
    resourceDemandTags: ["public-funds", "land", "skilled-labour"],
    distributionTags: [
      "young-people",
      "rural",
      "coastal-and-left-behind-towns",
      "future-generations",
    ],
    pressureModifiers: pm(0.3, 0.15, 0.3, 0.05, 12),
    popularityScore: 68,
  },
  {
    key: "rewild-jobs-economy-four-day-week",
    title: "Four-day week transition programme",
    description:
      "Funds a four-day, 32-hour week with no loss of pay in willing councils and public bodies, following South Cambridgeshire District Council's trial, and offers small firms transition grants and advice to do the same. A Working Time Commission recommends how to lower the standard working week step by step over ten years. Around 5,000 employers could take part in the first three years.",
    area: "jobs-economy",
    costEstimate: "£800m",
    costBasis:
      "5,000 small employers × ~£60k in transition grants and advice ≈ £300m, plus ~£500m for cover staffing in public bodies that move first ≈ £800m a year",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity", "skilled-labour"],
    distributionTags: ["workers", "families", "small-business"],
    pressureModifiers: pm(0.2, 0.0, 0.3, 0.05, 12),
    popularityScore: 62,
  },
  {
    key: "rewild-jobs-economy-regional-mutual-banks",
    title: "Network of regional mutual banks",
    description:
      "Capitalises ten regional mutual banks, owned by their depositors and governed with local businesses and councils on the model of Germany's Sparkassen, with a mandate to lend only within their region to small firms, co-operatives and community energy. Start-up capital is provided over ten years alongside the National Wealth Fund. The first three banks would open within two years.",
    area: "jobs-economy",
    costEstimate: "£130m",
    costBasis:
      "£5bn of equity spread over ten years ≈ £500m a year of financial investment; only the expected loss, taken as 25% (assumption), counts ≈ £130m a year",
    costing: uk("financial-transaction", { grossOutlayBn: 0.5 }),
    resourceDemandTags: ["public-funds", "private-capital", "admin-capacity"],
    distributionTags: ["small-business", "communities", "coastal-and-left-behind-towns", "rural"],
    pressureModifiers: pm(0.1, 0.1, 0.1, 0.05, 24),
    popularityScore: 46,
  },

  // ---------------------------------------------------------------- Housing & Land
  {
    key: "rewild-housing-land-community-land-trust-homes",
    title: "100,000 community land trust homes",
    description:
      "Funds community land trusts and co-operative housing groups to build 10,000 permanently affordable homes a year for ten years, with rents and prices tied to local incomes and locked in by legal covenant. Councils and Homes England must offer surplus public land to community-led groups first, at a price reflecting affordable use. A national network of enablers helps new groups through finance and planning.",
    area: "housing-land",
    costEstimate: "£1.4bn",
    costBasis:
      "10,000 homes × about £120,000 grant per social-rent home, the same rate as the other social housing costings ≈ £1.2bn a year in England",
    costing: england(1.2, "housing", "capital"),
    resourceDemandTags: ["construction", "land", "materials", "public-funds"],
    distributionTags: ["renters", "communities", "rural", "low-income"],
    pressureModifiers: pm(0.5, 0.3, 0.6, 0.15, 36),
    popularityScore: 63,
  },
  {
    key: "rewild-housing-land-community-right-to-buy",
    title: "Strong community right to buy in England",
    description:
      "Gives community groups a right of first refusal when a listed asset of community value (pub, shop, green space, sports ground) comes up for sale, with a 12-month window to raise funds, and a compulsory right to buy abandoned or neglected land, as in Scotland's land reform laws. A new community ownership fund of £250m a year offers matched grants. Listings under the new rules could begin within a year of the law passing.",
    area: "housing-land",
    costEstimate: "£300m",
    costBasis:
      "£250m a year in matched grants, well above the ~£150m over four years of the 2021-25 Community Ownership Fund",
    costing: england(0.25, "housing", "capital"),
    resourceDemandTags: ["public-funds", "admin-capacity", "land"],
    distributionTags: ["communities", "rural", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.05, 0.05, 0.05, 0.0, 12),
    popularityScore: 66,
  },
  {
    key: "rewild-housing-land-right-to-roam",
    title: "Scottish-style right to roam for England",
    description:
      "Extends the public's right of responsible access beyond the roughly 8% of England's land open today to most woodland, rivers, downland and uncultivated grassland, following Scotland's Land Reform Act 2003 and its Outdoor Access Code. Gardens, farmyards and growing crops stay excluded, and landowners receive grants for gates, paths and rangers. Mapping and the access code take two years, with full rights following.",
    area: "housing-land",
    costEstimate: "£180m",
    costBasis:
      "about £100m a year for rangers, paths and landowner access grants plus ~£50m for Natural England mapping and public education ≈ £150m",
    costing: england(0.15, "environment"),
    resourceDemandTags: ["land", "public-funds", "admin-capacity"],
    distributionTags: ["universal", "urban", "young-people", "communities"],
    pressureModifiers: pm(0.02, 0.0, 0.05, 0.0, 24),
    popularityScore: 67,
  },
  {
    key: "rewild-housing-land-housing-first",
    title: "Housing First for every rough sleeper",
    description:
      "Expands Housing First (an immediate, unconditional tenancy with intensive, open-ended support) from the pilots in Greater Manchester, Liverpool City Region and the West Midlands to every council in England, drawing on Scotland's national programme. It aims to house around 16,000 people with the most complex needs, using council and housing association homes. Support teams would be in place everywhere within three years.",
    area: "housing-land",
    costEstimate: "£240m",
    costBasis:
      "about 16,000 people (Crisis estimate of Housing First need in England) × about £12,500 a year of support and tenancy costs ≈ £200m in England, before NHS and justice savings",
    costing: england(0.2, "housing"),
    resourceDemandTags: ["public-funds", "care-workforce"],
    distributionTags: ["low-income", "disabled-people", "urban"],
    pressureModifiers: pm(0.1, 0.05, 0.2, 0.0, 12),
    popularityScore: 59,
  },
  {
    key: "rewild-housing-land-healthy-homes-act",
    title: "Healthy Homes Act for new development",
    description:
      "Writes health and wellbeing into the planning system, as the Town and Country Planning Association's Healthy Homes campaign proposes: every new home must meet minimum space and daylight standards, be safe from overheating and sit within a short walk of green space, shops and a bus stop. Office-to-home conversions under permitted development must meet the same standards. Councils get extra planning officers to enforce it, with the rules applying to applications from the second year.",
    area: "housing-land",
    costEstimate: "£120m",
    costBasis:
      "about 1,200 extra planning and building-control officers × ~£80k ≈ £100m a year; compliance costs fall on developers and land values",
    costing: england(0.1, "local-government"),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["renters", "families", "future-generations", "urban"],
    pressureModifiers: pm(0.02, 0.0, 0.1, 0.0, 24),
    popularityScore: 61,
  },
  {
    key: "rewild-housing-land-neighbourhood-plans",
    title: "Neighbourhood plans with real teeth",
    description:
      "Funds every parish council, town council and neighbourhood forum to produce a neighbourhood plan with a binding design code and the power to allocate sites for community-led and affordable housing. Areas whose plans allocate more homes than the local plan requires keep a larger share of developer contributions for local projects. Seconded planners help volunteers, and most areas could have an adopted plan within four years.",
    area: "housing-land",
    costEstimate: "£240m",
    costBasis:
      "about 1,000 plans a year × £80k grant ≈ £80m, plus ~1,500 seconded planners × £80k ≈ £120m ≈ £200m a year",
    costing: england(0.2, "local-government"),
    resourceDemandTags: ["admin-capacity", "public-funds", "volunteers"],
    distributionTags: ["communities", "rural", "homeowners", "renters"],
    pressureModifiers: pm(0.02, 0.1, 0.1, 0.0, 24),
    popularityScore: 48,
  },

  // ---------------------------------------------------------------- Climate & Environment
  {
    key: "rewild-climate-environment-community-energy",
    title: "Community energy right to local supply",
    description:
      "Lets community energy groups sell the power they generate directly to local homes and businesses, as the Local Electricity Bill proposes, with Ofgem required to set proportionate costs for small local suppliers. Great British Energy's community energy programme grows into grants and low-cost loans for community solar, wind and heat networks, aiming at 8GW of community-owned power by 2035. Profits go into local benefit funds decided by members.",
    area: "climate-environment",
    costEstimate: "£700m",
    costBasis:
      "about 1GW of new community generation a year at ~£1m per MW, with roughly 70% public grant and loan finance ≈ £700m a year",
    costing: gb("capital"),
    resourceDemandTags: ["energy", "construction", "imports", "private-capital"],
    distributionTags: ["communities", "rural", "low-income", "future-generations"],
    pressureModifiers: pm(0.3, 0.3, 0.4, 0.35, 24),
    popularityScore: 71,
  },
  {
    key: "rewild-climate-environment-restore-30-by-30",
    title: "Restore 30% of land and sea by 2030",
    description:
      "Puts the UK's 30by30 pledge into law with money behind it: new nature recovery areas covering about a million more hectares, restored by farmers, landowners, trusts and communities under long-term agreements. It funds peat bog rewetting, new native woodland and the return of beavers and other missing species where local people consent. Highly protected marine areas expand to 10% of English waters, with delivery running to 2030 and beyond.",
    area: "climate-environment",
    costEstimate: "£2.4bn",
    costBasis:
      "about 1m extra hectares × ~£1,500/ha a year in restoration and management payments ≈ £1.5bn, plus ~£0.5bn for marine protection and enforcement ≈ £2bn",
    costing: england(2, "environment"),
    resourceDemandTags: ["land", "public-funds", "skilled-labour"],
    distributionTags: ["future-generations", "rural", "universal"],
    pressureModifiers: pm(0.2, 0.05, 0.3, 0.05, 36),
    popularityScore: 66,
  },
  {
    key: "rewild-climate-environment-clean-rivers",
    title: "Clean Rivers Act to end sewage dumping",
    description:
      "Sets a legal deadline of 2035 to end routine sewage discharges into rivers and bathing waters, with daily fines and personal liability for water company bosses and dividends blocked until targets are met. A public grant backs nature-based solutions (wetlands, reed beds, sustainable drainage) that clean water more cheaply than concrete tanks, and farmers are paid for buffer strips that stop runoff. The Environment Agency gains 1,000 extra inspectors.",
    area: "climate-environment",
    costEstimate: "£710m",
    costBasis:
      "~£500m a year of grants for wetlands, reed beds and buffer strips plus ~£80m for 1,000 Environment Agency inspectors ≈ £600m; most works are funded by water companies",
    costing: england(0.6, "environment", "capital"),
    resourceDemandTags: ["construction", "land", "public-funds", "skilled-labour"],
    distributionTags: ["universal", "coastal-and-left-behind-towns", "rural", "future-generations"],
    pressureModifiers: pm(0.2, 0.05, 0.3, 0.05, 36),
    popularityScore: 82,
  },
  {
    key: "rewild-climate-environment-street-by-street-retrofit",
    title: "Street-by-street deep retrofit",
    description:
      "Funds whole-house retrofit (insulation, draught-proofing, heat pumps and rooftop solar) for 400,000 homes a year, free for low-income households and with zero-interest loans for everyone else, on top of the Warm Homes Plan. Councils lead delivery street by street so whole neighbourhoods are done at once and local installers are trained and employed. It cuts bills, cold-related illness and emissions, and would run for at least ten years.",
    area: "climate-environment",
    costEstimate: "£4bn",
    costBasis:
      "400,000 homes × about £15,000 average whole-house retrofit ≈ £6bn a year in England, less the £2.6bn a year of the Warm Homes Plan already in the baseline ≈ £3.4bn",
    costing: england(3.4, "energy-efficiency", "capital", {
      relation: "increment",
      baseline:
        "the Warm Homes Plan's £13.2bn over 2025-26 to 2029-30 (about £2.6bn a year, Spending Review 2025) is already funded",
    }),
    resourceDemandTags: ["construction", "skilled-labour", "imports", "energy"],
    distributionTags: ["low-income", "homeowners", "renters", "older-people"],
    pressureModifiers: pm(0.6, 0.3, 0.7, 0.35, 18),
    popularityScore: 70,
  },
  {
    key: "rewild-climate-environment-council-climate-budgets",
    title: "Resident-decided local climate budgets",
    description:
      "Gives every principal council a five-year net zero budget whose priorities are set by a local citizens' climate assembly, as Camden, Leeds and Oxford pioneered. Assemblies choose between measures such as school solar, street trees, e-cargo bike schemes, insulation drives and flood protection, and councils report progress to residents every year. Money flows from the second year, once the assemblies have met.",
    area: "climate-environment",
    costEstimate: "£1.2bn",
    costBasis:
      "about 380 UK principal councils × ~£3m a year ≈ £1.15bn, plus assembly running costs ≈ £1.2bn",
    costing: uk(),
    resourceDemandTags: ["public-funds", "construction", "volunteers", "admin-capacity"],
    distributionTags: ["communities", "future-generations", "universal"],
    pressureModifiers: pm(0.25, 0.1, 0.25, 0.15, 24),
    popularityScore: 50,
  },

  // ---------------------------------------------------------------- Transport & Travel
  {
    key: "rewild-transport-travel-community-bus-companies",
    title: "Municipal and co-operative bus companies",
    description:
      "Uses the lifting of the ban on new council-owned bus companies to help councils set up municipal operators or commission community-owned and co-operative ones, with a capital fund for depots and zero-emission buses. Passengers and bus workers get seats on each company's board, and routes cut since 2010 can be restored. The first new companies could be running services within three years.",
    area: "transport-travel",
    costEstimate: "£1.4bn",
    costBasis:
      "~£700m a year of revenue support to restore lost routes plus ~£500m capital for depots and about 1,000 zero-emission buses a year ≈ £1.2bn",
    costing: england(1.2, "local-transport"),
    resourceDemandTags: ["public-funds", "transport-capacity", "imports", "materials"],
    distributionTags: ["communities", "rural", "low-income", "older-people"],
    pressureModifiers: pm(0.3, 0.2, 0.4, 0.25, 24),
    popularityScore: 64,
  },
  {
    key: "rewild-transport-travel-national-greenways",
    title: "National greenways and wildlife corridors",
    description:
      "Builds a 10,000-mile network of traffic-free walking, wheeling and cycling routes along old railway lines, canals and field edges, planted as wildlife corridors that link towns to the countryside. Active travel funding in England rises to about £30 a head, with councils, Sustrans and landowners delivering the routes. The first 2,000 miles open within five years.",
    area: "transport-travel",
    costEstimate: "£2bn",
    costBasis:
      "about £30 a head × 57m people in England ≈ £1.7bn a year, against roughly £300m a year of active travel funding now",
    costing: england(1.7, "local-transport", "capital"),
    resourceDemandTags: ["construction", "land", "materials", "public-funds"],
    distributionTags: ["universal", "young-people", "rural", "future-generations"],
    pressureModifiers: pm(0.35, 0.1, 0.35, 0.05, 24),
    popularityScore: 60,
  },
  {
    key: "rewild-transport-travel-free-buses-under-22",
    title: "Free bus travel for under-22s",
    description:
      "Extends Scotland's free bus travel for under-22s to England, Wales and Northern Ireland, giving young people free access to jobs, college, friends and the countryside without needing a car. Operators are reimbursed per journey, as with the older person's bus pass, and councils get funding to protect the routes young people rely on. It could start within 18 months.",
    area: "transport-travel",
    costEstimate: "£1.5bn",
    costBasis:
      "Scotland's scheme costs roughly £200m a year for about 0.9m eligible; scaled to the other nations' ~7-8m under-22s at lower take-up ≈ £1.5bn",
    costing: uk(),
    resourceDemandTags: ["transport-capacity", "public-funds"],
    distributionTags: ["young-people", "families", "low-income"],
    pressureModifiers: pm(0.3, 0.05, 0.35, 0.05, 12),
    popularityScore: 69,
  },
  {
    key: "rewild-transport-travel-community-transport",
    title: "Community transport for every rural parish",
    description:
      "Funds parish councils and community transport groups to run demand-responsive minibuses, car clubs and volunteer driver schemes where commercial buses have gone, using section 19 and 22 permits. Residents decide routes and timetables through their parish meeting, and the fund buys 3,000 electric minibuses over five years. Services would start within a year in the first areas.",
    area: "transport-travel",
    costEstimate: "£530m",
    costBasis:
      "~£300m a year in operating grants (about 10,000 parishes × ~£30k) plus 600 electric minibuses a year × ~£250k ≈ £150m ≈ £450m",
    costing: england(0.45, "local-transport"),
    resourceDemandTags: ["transport-capacity", "volunteers", "imports", "public-funds"],
    distributionTags: ["rural", "older-people", "disabled-people", "communities"],
    pressureModifiers: pm(0.15, 0.1, 0.2, 0.3, 12),
    popularityScore: 58,
  },

  // ---------------------------------------------------------------- Crime & Justice
  {
    key: "rewild-crime-justice-community-justice-centres",
    title: "Community justice centres in 50 towns",
    description:
      "Opens 50 community justice centres that put magistrates, probation, housing, drug treatment and debt advice under one roof, building on the former North Liverpool Community Justice Centre and today's problem-solving court pilots. Judges review offenders' progress regularly, and community sentences repair local harm, such as restoring parks and community buildings. Centres open over five years in towns with the highest reoffending.",
    area: "crime-justice",
    costEstimate: "£390m",
    costBasis:
      "50 centres × ~£7m a year for staff, treatment and premises ≈ £350m, before savings from fewer short prison sentences",
    costing: englandWales(0.35, "justice"),
    resourceDemandTags: ["public-funds", "skilled-labour", "construction", "admin-capacity"],
    distributionTags: ["communities", "low-income", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.1, 0.05, 0.2, 0.0, 24),
    popularityScore: 52,
  },
  {
    key: "rewild-crime-justice-ecocide-law",
    title: "Ecocide offence and green crime squad",
    description:
      "Creates a criminal offence of ecocide for severe and widespread or long-term environmental destruction, with company directors personally liable for serious breaches. A strengthened environmental crime unit, shared by the Environment Agency and police, tackles illegal waste dumping, wildlife crime and water pollution. Legislation in the first session, with investigators in post within two years.",
    area: "crime-justice",
    costEstimate: "£280m",
    costBasis:
      "about 2,500 extra investigators, prosecutors and analysts × ~£70k ≈ £175m, plus ~£75m for forensics and legal costs ≈ £250m a year",
    costing: englandWales(0.25, "justice"),
    resourceDemandTags: ["admin-capacity", "skilled-labour", "public-funds"],
    distributionTags: ["future-generations", "rural", "communities"],
    pressureModifiers: pm(0.05, 0.0, 0.1, 0.0, 18),
    popularityScore: 63,
  },
  {
    key: "rewild-crime-justice-treatment-not-short-sentences",
    title: "Treatment and women's centres, not short sentences",
    description:
      "Introduces a presumption against prison sentences of 12 months or less, as Scotland has had since 2019, and funds the alternatives that work: women's centres, residential drug and alcohol treatment, and mental health treatment requirements. Money saved on prison places is reinvested in community services that deal with why people offend. It takes effect over two years as treatment capacity is built.",
    area: "crime-justice",
    costEstimate: "£560m",
    costBasis:
      "~£500m a year for about 100 women's centres and extra treatment places, before savings from ~10,000 fewer short-sentence prisoners at about £50k a place",
    costing: englandWales(0.5, "justice"),
    resourceDemandTags: ["public-funds", "clinical-workforce", "care-workforce"],
    distributionTags: ["low-income", "communities", "families"],
    pressureModifiers: pm(0.1, 0.05, 0.3, 0.0, 18),
    popularityScore: 42,
  },
  {
    key: "rewild-crime-justice-restorative-justice-panels",
    title: "Neighbourhood restorative justice panels",
    description:
      "Sets up trained panels of local volunteers in every police force area to run restorative meetings between victims and offenders for low-level crime and anti-social behaviour, building on Northern Ireland's youth conferencing. Every victim gains a statutory right to be offered restorative justice, and panels report to an elected neighbourhood policing board. National coverage within three years.",
    area: "crime-justice",
    costEstimate: "£220m",
    costBasis:
      "43 police force areas in England and Wales × ~£4.5m for coordinators, training and volunteer support ≈ £200m a year",
    costing: englandWales(0.2, "justice"),
    resourceDemandTags: ["volunteers", "admin-capacity", "public-funds"],
    distributionTags: ["communities", "young-people", "universal"],
    pressureModifiers: pm(0.03, 0.0, 0.05, 0.0, 12),
    popularityScore: 51,
  },

  // ---------------------------------------------------------------- Defence & Foreign Affairs
  {
    key: "rewild-defence-foreign-defence-diversification",
    title: "Defence Diversification Agency",
    description:
      "Sets up an agency to help defence-dependent places such as Barrow, the Clyde and Lancashire build civilian lines of work in offshore wind, marine energy and rail manufacturing alongside their defence work, in the tradition of the Lucas Aerospace workers' plan. Workers and unions sit on each local diversification board, and grants and loans back employee-owned spin-outs. The agency would be running within 18 months on a ten-year programme.",
    area: "defence-foreign",
    costEstimate: "£400m",
    costBasis:
      "~£400m a year in diversification grants, loans and retraining across about a dozen defence-dependent places (~£30m each)",
    costing: uk(),
    resourceDemandTags: ["skilled-labour", "public-funds", "private-capital"],
    distributionTags: ["workers", "coastal-and-left-behind-towns", "communities"],
    pressureModifiers: pm(0.1, 0.1, 0.2, 0.1, 24),
    popularityScore: 40,
  },
  {
    key: "rewild-defence-foreign-international-nature-finance",
    title: "Double UK international nature finance",
    description:
      "Doubles UK funding for protecting forests, oceans and wildlife abroad (Indigenous and community land rights, mangrove restoration, debt-for-nature swaps) in support of the Global Biodiversity Framework's 30by30 goal. Money is channelled through community-led funds rather than large contractors wherever possible. The increase phases in over three years.",
    area: "defence-foreign",
    costEstimate: "£1bn",
    costBasis:
      "at least £3bn of the £11.6bn International Climate Finance for 2021-26 went to nature (≈ £0.6bn a year); doubling plus new biodiversity funding ≈ £1bn a year",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["future-generations", "communities"],
    pressureModifiers: pm(0.0, 0.0, 0.0, 0.9, 12),
    popularityScore: 38,
  },
  {
    key: "rewild-defence-foreign-restore-aid",
    title: "Restore aid to 0.7% of national income",
    description:
      "Reverses the cuts taking overseas aid to 0.3% of gross national income by 2027 and returns to the 0.7% target written into law in 2015, over four years. Spending focuses on global public goods (health systems, climate adaptation, girls' education, famine prevention) judged by wellbeing outcomes rather than UK commercial advantage. Rebuilding programmes and partnerships would take the full four years.",
    area: "defence-foreign",
    costEstimate: "£12bn",
    costBasis:
      "0.4% of about £3.0tn UK gross national income (taken at the one GDP figure every costing uses, OBR 2025-26) ≈ £12bn a year at full restoration",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "the baseline has aid at 0.3% of gross national income from 2027 (announced 25 February 2025)",
    }),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0.0, 0.0, 0.0, 0.95, 24),
    popularityScore: 33,
  },
  {
    key: "rewild-defence-foreign-civil-resilience-reserve",
    title: "Civil resilience reserve in every council",
    description:
      "Trains 250,000 volunteers for a community resilience reserve organised by councils and local resilience forums, ready to help in floods, heatwaves, power cuts, cyber attacks and wider emergencies, drawing on Finland's whole-of-society security model. Volunteers get paid training days, the same job protection as military reservists, and equipment kept in local hubs. Recruitment runs over three years.",
    area: "defence-foreign",
    costEstimate: "£500m",
    costBasis:
      "250,000 volunteers × ~£1,200 a year for training days, kit and coordination ≈ £300m, plus ~£200m for local resilience hubs ≈ £500m",
    costing: uk(),
    resourceDemandTags: ["volunteers", "public-funds", "admin-capacity"],
    distributionTags: ["communities", "universal", "rural"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.1, 18),
    popularityScore: 60,
  },

  // ---------------------------------------------------------------- Welfare & Pensions
  {
    key: "rewild-welfare-pensions-citizens-wealth-fund",
    title: "Citizens' wealth fund owned by everyone",
    description:
      "Creates a citizens' wealth fund held in common for every UK resident, seeded with £5bn a year from windfall taxes and returns on public assets and invested for the long term in housing, clean energy and infrastructure, following IPPR's proposal and Norway's model. Its returns pay a universal capital grant to every 25-year-old and help fund public services. An independent board with citizen trustees chosen by lot governs it.",
    area: "welfare-pensions",
    costEstimate: "£0bn",
    costBasis:
      "£5bn a year of public contributions (about 0.2% of GDP) invested in a public fund of around £100bn over 20 years; the fund is a financial asset, so the contributions are a financial transaction that does not add to borrowing (PSNB) and no loss is expected",
    costing: uk("financial-transaction", { grossOutlayBn: 5 }),
    resourceDemandTags: ["public-funds", "private-capital"],
    distributionTags: ["universal", "young-people", "future-generations"],
    pressureModifiers: pm(0.05, 0.05, 0.05, 0.3, 36),
    popularityScore: 49,
  },
  {
    key: "rewild-welfare-pensions-lgps-local-investment",
    title: "Local government pensions invest locally",
    description:
      "Requires the Local Government Pension Scheme's investment pools to put at least 5% of their roughly £400bn of assets into community energy, affordable housing and regional small businesses, reported openly to members. Member-nominated trustees take a majority on each pool's local investment committee. The target is met over five years at no cost to the public purse.",
    area: "welfare-pensions",
    costEstimate: "£0bn",
    costBasis:
      "a change to LGPS investment regulations and guidance; redirects existing pension capital rather than spending public money",
    costing: englandWales(0, "not-comparable"),
    resourceDemandTags: ["private-capital", "admin-capacity"],
    distributionTags: ["communities", "workers", "older-people"],
    pressureModifiers: pm(0.08, 0.08, 0.05, 0.05, 24),
    popularityScore: 54,
  },
  {
    key: "rewild-welfare-pensions-just-transition-guarantee",
    title: "Just transition income guarantee",
    description:
      "Guarantees workers in oil and gas, steel and upland farming whose livelihoods end because of net zero and nature recovery up to three years of income at 90% of previous pay while they retrain or move into restoration work. It covers supply-chain workers around Aberdeen, the Humber and Port Talbot as well as hill-farming families, with training through colleges and the National Nature Service. It would be available within a year.",
    area: "welfare-pensions",
    costEstimate: "£800m",
    costBasis:
      "about 20,000 workers a year × ~£30k income top-up and training ≈ £600m, plus ~£200m for upland farm families ≈ £800m a year",
    costing: gb(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["workers", "coastal-and-left-behind-towns", "rural"],
    pressureModifiers: pm(0.1, 0.05, 0.05, 0.05, 12),
    popularityScore: 56,
  },
  {
    key: "rewild-welfare-pensions-carers-allowance",
    title: "Carer's Allowance raised by £40 a week",
    description:
      "Raises Carer's Allowance, about £83 a week in 2025-26, by £40 a week for roughly a million unpaid carers, and replaces the earnings cliff edge with a gradual taper so carers can work part-time without losing everything. Carers also gain a right to five days of paid carer's leave a year. It values the unpaid care a wellbeing economy depends on and takes effect at the next uprating.",
    area: "welfare-pensions",
    costEstimate: "£2.3bn",
    costBasis:
      "about 1m recipients × £40 × 52 weeks ≈ £2.1bn, plus ~£0.2bn for the earnings taper ≈ £2.3bn a year",
    costing: gb(),
    resourceDemandTags: ["public-funds"],
    distributionTags: ["low-income", "families", "disabled-people", "older-people"],
    pressureModifiers: pm(0.3, 0.0, 0.05, 0.1, 6),
    popularityScore: 73,
  },
  {
    key: "rewild-welfare-pensions-community-welfare-advice",
    title: "Community welfare rights advice in every town",
    description:
      "Funds community-run advice services (Citizens Advice, law centres, tenants' and faith groups) to employ welfare rights advisers in every town, with outreach in GP surgeries, schools and food banks, steered by local residents. Councils use their own data to contact households missing out. It targets the estimated £23bn a year of benefits that go unclaimed and would be running nationwide in two years.",
    area: "welfare-pensions",
    costEstimate: "£1.5bn",
    costBasis:
      "about 5,000 advisers × ~£50k ≈ £250m, plus extra benefits paid as take-up of the ~£23bn unclaimed (Policy in Practice 2024) rises by about 5% ≈ £1.2bn ≈ £1.5bn a year",
    costing: gb(),
    resourceDemandTags: ["public-funds", "skilled-labour", "volunteers"],
    distributionTags: ["low-income", "older-people", "disabled-people", "communities"],
    pressureModifiers: pm(0.3, 0.0, 0.1, 0.1, 12),
    popularityScore: 58,
  },

  // ---------------------------------------------------------------- Culture & Media
  {
    key: "rewild-culture-media-save-pubs-venues-halls",
    title: "Save our pubs, venues and halls fund",
    description:
      "Gives community groups matched grants and low-interest loans to buy and run threatened pubs, grassroots music venues, village halls and football grounds as community benefit societies, building on the 2021-25 Community Ownership Fund. Each project gets advice on share offers so hundreds of local people can become co-owners. Bids open in the first year and the fund runs for ten years.",
    area: "culture-media",
    costEstimate: "£350m",
    costBasis:
      "about 500 assets a year × ~£500k in grants and loans ≈ £250m, plus ~£50m for advice and community share support ≈ £300m",
    costing: england(0.3, "culture", "capital"),
    resourceDemandTags: ["public-funds", "volunteers", "private-capital"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "rural", "small-business"],
    pressureModifiers: pm(0.05, 0.05, 0.05, 0.0, 12),
    popularityScore: 70,
  },
  {
    key: "rewild-culture-media-heritage-craft-skills",
    title: "Landscape and heritage crafts skills fund",
    description:
      "Funds 5,000 paid apprenticeships a year in endangered rural crafts that keep landscapes and wildlife healthy (hedge-laying, dry-stone walling, coppicing, thatching, traditional boat-building) with the Heritage Crafts charity and national parks. It also funds local nature festivals and community archives that tell the story of each landscape. The first cohort starts within a year.",
    area: "culture-media",
    costEstimate: "£180m",
    costBasis:
      "5,000 apprentices × ~£25k wage and training ≈ £125m, plus ~£25m for festivals and archives ≈ £150m a year",
    costing: england(0.15, "culture"),
    resourceDemandTags: ["skilled-labour", "public-funds", "land"],
    distributionTags: ["rural", "young-people", "future-generations"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.0, 12),
    popularityScore: 54,
  },
  {
    key: "rewild-culture-media-arts-on-prescription",
    title: "Arts on prescription nationwide",
    description:
      "Funds every integrated care board to commission creative activity on referral (choirs, dance, museum visits, painting and writing groups) for people living with depression, dementia, chronic pain or isolation, with libraries and community arts groups as hubs. Arts organisations in the most deprived areas get multi-year grants to run sessions, and outcomes are tracked against wellbeing measures. Full coverage within three years.",
    area: "culture-media",
    costEstimate: "£470m",
    costBasis:
      "42 ICBs × ~£5m for referral coordination and sessions ≈ £210m, plus ~£190m in multi-year grants to libraries and community arts groups ≈ £400m a year",
    costing: england(0.4, "health"),
    resourceDemandTags: ["public-funds", "skilled-labour", "volunteers"],
    distributionTags: ["older-people", "low-income", "communities", "disabled-people"],
    pressureModifiers: pm(0.05, 0.05, 0.1, 0.0, 12),
    popularityScore: 55,
  },
  {
    key: "rewild-culture-media-community-newsrooms",
    title: "Community-owned local newsrooms",
    description:
      "Creates an independent trust, in the spirit of the 2019 Cairncross Review's public-interest news proposals, that gives core grants to not-for-profit and co-operative newsrooms covering councils, courts and health boards in places with no local paper. Readers become members and vote on their newsroom's priorities. It is paid for by a 1% levy on the UK advertising revenue of the largest online platforms, and would fund its first newsrooms within 18 months.",
    area: "culture-media",
    costEstimate: "£150m",
    costBasis:
      "about 500 newsrooms × £300k core grant ≈ £150m a year gross, largely offset by a 1% levy on the ~£20bn UK ad revenue of the biggest platforms",
    costing: uk(),
    resourceDemandTags: ["public-funds", "skilled-labour", "digital-infrastructure"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "universal"],
    pressureModifiers: pm(0.02, 0.02, 0.05, 0.05, 12),
    popularityScore: 50,
  },

  // ---------------------------------------------------------------- Tech & Innovation
  {
    key: "rewild-tech-innovation-public-code-fund",
    title: "Public code and open-source fund",
    description:
      "Makes software paid for with public money open source by default, so councils, NHS trusts and schools can share and improve tools instead of buying the same systems hundreds of times over. A sovereign tech fund, modelled on Germany's, pays maintainers of the open-source infrastructure the UK depends on, and a shared council digital co-operative builds common services. Default-open rules apply to new contracts within a year.",
    area: "tech-innovation",
    costEstimate: "£300m",
    costBasis:
      "~£100m a year for open-source maintenance plus ~£200m for a shared council digital co-operative ≈ £300m, offset over time by lower licence costs",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "skilled-labour", "public-funds"],
    distributionTags: ["universal", "small-business", "communities"],
    pressureModifiers: pm(0.05, 0.05, 0.2, 0.05, 18),
    popularityScore: 45,
  },
  {
    key: "rewild-tech-innovation-biodiversity-monitoring",
    title: "National biodiversity monitoring network",
    description:
      "Builds a national network of environmental DNA sampling, acoustic sensors, satellite monitoring and citizen-science surveys to track the recovery of species, soils and rivers in near-real time, with open data for farmers, planners and the public. It is run by the UK Centre for Ecology & Hydrology and Natural England with thousands of volunteer recorders. Within three years it becomes the yardstick for nature targets and farm payments.",
    area: "tech-innovation",
    costEstimate: "£200m",
    costBasis:
      "~£150m a year for sensors, eDNA laboratory capacity and satellite data plus ~£50m for volunteer recorder networks ≈ £200m",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "skilled-labour", "volunteers", "imports"],
    distributionTags: ["future-generations", "rural", "universal"],
    pressureModifiers: pm(0.05, 0.05, 0.15, 0.3, 18),
    popularityScore: 48,
  },
  {
    key: "rewild-tech-innovation-wellbeing-by-design",
    title: "Wellbeing by design code for platforms",
    description:
      "Requires social media, gaming and messaging services to switch off addictive design (infinite scroll, autoplay, streaks, night-time notifications) by default for under-18s, and to let every adult choose a chronological, non-algorithmic feed, enforced by Ofcom under an extension of the Online Safety Act. Workers also gain a statutory right to disconnect from work messages outside contracted hours. The code comes into force within 18 months.",
    area: "tech-innovation",
    costEstimate: "£50m",
    costBasis:
      "~£50m a year for Ofcom supervision and enforcement staff; compliance costs fall on the platforms",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: ["young-people", "families", "workers"],
    pressureModifiers: pm(0.0, 0.0, 0.02, 0.0, 18),
    popularityScore: 68,
  },
  {
    key: "rewild-tech-innovation-civic-data-trusts",
    title: "Civic data trusts for every city region",
    description:
      "Sets up a data trust in each combined authority, governed by residents, that holds and licenses local data (transport, energy use, and health-app data people choose to share) on terms the community sets. Firms wanting access must accept public-interest conditions and share the benefits, and residents can see and withdraw how their data is used. Pilot trusts run within two years.",
    area: "tech-innovation",
    costEstimate: "£150m",
    costBasis:
      "about 15 city-region trusts × ~£10m a year for staff, infrastructure and citizen panels ≈ £150m",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "admin-capacity", "skilled-labour"],
    distributionTags: ["urban", "communities", "universal"],
    pressureModifiers: pm(0.03, 0.03, 0.1, 0.1, 24),
    popularityScore: 35,
  },

  // ---------------------------------------------------------------- Farming & Food
  {
    key: "rewild-farming-food-local-public-plates",
    title: "Local food on every public plate",
    description:
      "Requires hospitals, schools, prisons, the armed forces and councils to source at least half their food from local or certified sustainable producers, as Copenhagen has done for organic food. Regional community food hubs, many run as co-operatives, pool produce from small farms and growers so they can bid for contracts. Targets phase in over five years as contracts are renewed.",
    area: "farming-food",
    costEstimate: "£500m",
    costBasis:
      "public sector food and catering spend of about £2.4bn a year (Defra) × ~20% premium for local and sustainable supply, including hubs ≈ £500m",
    costing: uk(),
    resourceDemandTags: ["public-funds", "land", "transport-capacity"],
    distributionTags: ["small-business", "rural", "communities"],
    pressureModifiers: pm(0.15, 0.1, 0.2, 0.0, 24),
    popularityScore: 75,
  },
  {
    key: "rewild-farming-food-agroecology-transition",
    title: "Agroecology transition for half of farmland",
    description:
      "Raises funding for nature-friendly farming schemes in England from about £2.4bn to £4bn a year, paying farmers to move half of farmland into agroecological systems (hedgerows, herbal leys, agroforestry, fewer pesticides, mixed rotations) by 2035. Payments reward measured results in soil health, water quality and wildlife, and farmer clusters run a free peer-to-peer advice service. Ten-year agreements open in the first year.",
    area: "farming-food",
    costEstimate: "£1.9bn",
    costBasis: "raising the ~£2.4bn annual England farming budget to ~£4bn ≈ £1.6bn a year extra",
    costing: england(1.6, "environment"),
    resourceDemandTags: ["land", "public-funds", "skilled-labour"],
    distributionTags: ["rural", "future-generations", "small-business"],
    pressureModifiers: pm(0.15, 0.05, 0.15, 0.05, 24),
    popularityScore: 64,
  },
  {
    key: "rewild-farming-food-right-to-food",
    title: "Right to Food Act and free school meals for all",
    description:
      "Writes a legal right to food into law for England, going further than Scotland's Good Food Nation Act, with a duty on government to end the need for emergency food parcels by 2030. Its flagship is a free, healthy lunch for every pupil in state primary and secondary schools, cooked with at least half local or sustainable ingredients. It builds on the extension of free meals to all Universal Credit families and would roll out within two years.",
    area: "farming-food",
    costEstimate: "£2.4bn",
    costBasis:
      "about 4.5m pupils in England not otherwise eligible once the Universal Credit extension adds about 0.5m × 190 school days × £2.61 a meal (the 2025-26 universal infant rate) × 85% take-up ≈ £1.9bn, plus about £0.1bn for food-security duties ≈ £2bn a year",
    costing: england(2, "education", "resource", {
      relation: "increment",
      baseline:
        "free school meals for every pupil in a Universal Credit household in England from September 2026 (announced 5 June 2025) are already funded",
    }),
    resourceDemandTags: ["public-funds", "materials", "skilled-labour"],
    distributionTags: ["families", "young-people", "low-income", "middle-income"],
    pressureModifiers: pm(0.3, 0.05, 0.2, 0.1, 12),
    popularityScore: 76,
  },
  {
    key: "rewild-farming-food-county-farms",
    title: "Revive council county farms",
    description:
      "Funds councils to buy farmland and rebuild county farm estates, which have roughly halved since the late 1970s, letting holdings on secure tenancies to new-entrant farmers, market gardeners and community farms. Tenants commit to nature-friendly practice and local supply, and parish councils and residents help choose them. About 50,000 hectares would be added over ten years.",
    area: "farming-food",
    costEstimate: "£240m",
    costBasis:
      "about 5,000 hectares a year × ~£23k/ha (about £9,500 an acre) ≈ £115m, plus ~£85m for buildings, homes and new-entrant support ≈ £200m",
    costing: england(0.2, "local-government", "capital"),
    resourceDemandTags: ["land", "public-funds"],
    distributionTags: ["rural", "young-people", "small-business", "communities"],
    pressureModifiers: pm(0.05, 0.1, 0.05, 0.0, 24),
    popularityScore: 55,
  },

  // ---------------------------------------------------------------- How Laws Are Made
  {
    key: "rewild-laws-governance-community-power-act",
    title: "Community Power Act",
    description:
      "Passes a Community Power Act, as the think tank New Local has proposed, giving community groups rights to take over and run local services and spaces, and requiring councils to agree binding community covenants setting out how neighbourhoods share decisions. Co-operatives and community benefit societies get a simpler legal form with a statutory asset lock. Funding pays for community organisers in the most deprived areas, with rights in force within two years.",
    area: "laws-governance",
    costEstimate: "£240m",
    costBasis:
      "about 3,000 community organisers × ~£50k ≈ £150m, plus ~£50m in capacity grants ≈ £200m a year",
    costing: england(0.2, "local-government"),
    resourceDemandTags: ["admin-capacity", "volunteers", "public-funds"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "low-income"],
    pressureModifiers: pm(0.03, 0.02, 0.05, 0.0, 18),
    popularityScore: 49,
  },
  {
    key: "rewild-laws-governance-rights-of-nature",
    title: "Rights of nature and a right to a healthy environment",
    description:
      "Writes into UK law the human right to a clean, healthy and sustainable environment, recognised by the UN General Assembly in 2022, and lets rivers, wetlands and seas be given legal standing with guardians who can take polluters to court, as New Zealand did for the Whanganui River. The Office for Environmental Protection gains stronger enforcement powers. The bill would pass within the first two sessions.",
    area: "laws-governance",
    costEstimate: "£59m",
    costBasis:
      "~£50m a year for guardianship bodies, legal aid in environmental cases and extra OEP enforcement",
    costing: england(0.05, "environment"),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["future-generations", "communities", "universal"],
    pressureModifiers: pm(0.0, 0.0, 0.02, 0.0, 24),
    popularityScore: 53,
  },
  {
    key: "rewild-laws-governance-wellbeing-budget",
    title: "Treasury wellbeing budget beyond GDP",
    description:
      "Requires every Budget and Spending Review to be judged against a statutory set of wellbeing measures (healthy life expectancy, child poverty, loneliness, nature, free time and trust) published by the ONS alongside GDP, as New Zealand did from 2019. The Office for Budget Responsibility reports on long-term wellbeing and nature risks, and the Treasury Green Book values prevention and future generations properly. The first wellbeing budget comes within two years.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis:
      "~£30m a year for ONS data collection, OBR analysis and departmental wellbeing teams",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0.0, 0.0, 0.01, 0.0, 24),
    popularityScore: 50,
  },
  {
    key: "rewild-laws-governance-citizens-assemblies",
    title: "Standing citizens' assemblies at every level",
    description:
      "Establishes permanent citizens' assemblies, chosen by lot to mirror the population, for the UK, each nation and every combined authority, able to put questions on the agenda and entitled to a formal government response within six months. Members are paid, supported and serve for up to two years, deliberating on issues such as land use, care funding and climate. The UK assembly would first sit within 18 months.",
    area: "laws-governance",
    costEstimate: "£150m",
    costBasis:
      "about 50 standing assemblies × ~£3m a year for member payments, facilitation and evidence ≈ £150m",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "volunteers", "public-funds"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0.01, 0.0, 0.03, 0.0, 12),
    popularityScore: 46,
  },
  {
    key: "rewild-laws-governance-participatory-budgeting",
    title: "Participatory budgeting for 5% of council spend",
    description:
      "Requires every principal council to let residents decide how at least 5% of its discretionary capital and grant budgets are spent, through neighbourhood votes and deliberation, going further than Scotland's agreement that councils put at least 1% of budgets through community choices. Young people aged 11 and over can take part. It is phased in over three years using existing budgets.",
    area: "laws-governance",
    costEstimate: "£100m",
    costBasis:
      "reallocates existing council budgets; ~£100m a year for facilitation, outreach and digital voting across about 380 councils",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "volunteers"],
    distributionTags: ["communities", "young-people", "low-income"],
    pressureModifiers: pm(0.02, 0.0, 0.03, 0.0, 12),
    popularityScore: 52,
  },
  {
    key: "rewild-laws-governance-stv-local-elections",
    title: "Proportional voting for local councils",
    description:
      "Introduces the single transferable vote for council elections in England, and in Wales where councils have not already opted in under the 2021 Welsh law, as Scotland has used since 2007 and Northern Ireland since 1973, so councils reflect how people actually vote. Wards merge into multi-member wards drawn by the boundary commissions. The first elections under the new system would be held within four years.",
    area: "laws-governance",
    costEstimate: "£24m",
    costBasis:
      "~£20m a year averaged over four years for boundary reviews, voter information and counting systems",
    costing: england(0.02, "local-government"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0.0, 0.0, 0.02, 0.0, 36),
    popularityScore: 45,
  },
]);

/** The rewild quadrant's anchor narratives and their policies. */
export const rewildCatalogue: CatalogueSection = { narratives, policies };
