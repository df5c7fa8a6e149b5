import type { CatalogueSection } from "./types";
import { inQuadrant } from "./inQuadrant";
import { pm } from "./pressure";
import { england, englandWales, gb, uk } from "./costing";

const policies = inQuadrant("steady", [
  // ---------------------------------------------------------------- Health & Care
  {
    key: "steady-health-care-nhs-maintenance-backlog",
    title: "Clear the NHS estate maintenance backlog",
    description:
      "A ring-fenced five-year capital programme to repair NHS hospitals, clinics and equipment in England, starting with the high-risk items that close wards and cancel operations. Trusts bid against a published national condition survey, so money goes to the worst buildings first. The backlog would be cleared by the end of the decade and a permanent maintenance floor set thereafter.",
    area: "health-care",
    costEstimate: "£3.3bn",
    costBasis:
      "NHS England maintenance backlog of about £13.8bn (NHS ERIC 2023-24) spread over five years ≈ £2.8bn a year.",
    costing: england(2.8, "health", "capital"),
    resourceDemandTags: ["public-funds", "construction", "materials", "skilled-labour"],
    distributionTags: ["universal", "older-people"],
    pressureModifiers: pm(0.55, 0.35, 0.6, 0.2, 24),
    popularityScore: 71,
  },
  {
    key: "steady-health-care-medical-school-places",
    title: "Double medical school places to 15,000",
    description:
      "Funds the NHS Long Term Workforce Plan's commitment to double medical school places in England to about 15,000 a year by 2031, with matching rises in GP training posts and clinical placements. New places are weighted towards universities in under-doctored regions and coastal towns, where trainees tend to stay. The first extra doctors qualify about six years after the places open.",
    area: "health-care",
    costEstimate: "£1.8bn",
    costBasis:
      "About 7,500 extra places × about £40,000 a year of teaching and placement cost × 5 year-groups ≈ £1.5bn a year at full roll-out (NHS LTWP 2023).",
    costing: england(1.5, "health"),
    resourceDemandTags: ["public-funds", "clinical-workforce", "skilled-labour"],
    distributionTags: ["universal", "young-people", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.3, 0.4, 0.45, 0.05, 48),
    popularityScore: 68,
  },
  {
    key: "steady-health-care-public-health-grant",
    title: "Restore the public health grant in real terms",
    description:
      "Raises the ring-fenced public health grant to English councils back to its 2015-16 real-terms value per person, with a multi-year settlement. Councils use it for stop-smoking services, sexual health, drug and alcohol treatment and health visitors, with the largest uplifts going to the most deprived areas. The gains show up over five to ten years in lower hospital demand.",
    area: "health-care",
    costEstimate: "£1.7bn",
    costBasis:
      "Grant of about £3.6bn (DHSC 2024-25); the Health Foundation estimates about £1.4bn a year to reverse the real-terms per-person cut since 2015-16.",
    costing: england(1.4, "health"),
    resourceDemandTags: ["public-funds", "clinical-workforce", "admin-capacity"],
    distributionTags: ["low-income", "communities", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.2, 0.2, 0.2, 0.05, 12),
    popularityScore: 58,
  },
  {
    key: "steady-health-care-free-personal-care",
    title: "Free personal care, funded as social insurance",
    description:
      "Makes personal care (help with washing, dressing and eating) free at the point of need in England, as it has been in Scotland since 2002, paid for from a ring-fenced social care contribution. Councils commission the care and the means test for it ends, so no one sells their home to pay for help with daily living. Introduced over three years as care capacity grows.",
    area: "health-care",
    costEstimate: "£8.3bn",
    costBasis:
      "House of Lords Economic Affairs Committee (2019) estimated free personal care in England at about £7bn a year.",
    costing: england(7, "health"),
    resourceDemandTags: ["public-funds", "care-workforce", "admin-capacity"],
    distributionTags: ["older-people", "disabled-people", "homeowners", "families"],
    pressureModifiers: pm(0.45, 0.2, 0.55, 0.05, 18),
    popularityScore: 66,
  },
  {
    key: "steady-health-care-care-pay-body",
    title: "Social care fair pay agreement and pay body",
    description:
      "Sets up a standing negotiating body of employers, unions and government to agree minimum pay, training and conditions for adult social care workers in England, backed by the Employment Rights Act. The first agreement lifts pay about £2,000 a year above the National Living Wage and adds a recognised career ladder. Government funds councils for the uplift so it does not fall on care users.",
    area: "health-care",
    costEstimate: "£3.1bn",
    costBasis:
      "About 1.3m care workers × £2,000 uplift ≈ £2.6bn a year (Skills for Care 2024 workforce).",
    costing: england(2.6, "health", "resource", {
      relation: "increment",
      baseline:
        "the Employment Rights Act 2025 sets up the adult social care negotiating body, but the pay uplift is not funded in the baseline",
    }),
    resourceDemandTags: ["public-funds", "care-workforce"],
    distributionTags: ["workers", "low-income", "older-people", "disabled-people"],
    pressureModifiers: pm(0.4, 0.3, 0.3, 0.02, 12),
    popularityScore: 63,
  },
  {
    key: "steady-health-care-penny-for-care",
    title: "A penny on income tax for health and care",
    description:
      "Raises the basic rate of income tax by one penny in the pound (from 20% to 21%) in England, Wales and Northern Ireland and ring-fences the money for the NHS and social care. Someone earning £30,000 pays about £174 a year more. It is the contribution that pays for pooled care, shown in the budget as revenue raised rather than a cost.",
    area: "health-care",
    costEstimate: "-£7bn",
    costBasis:
      "Revenue raised: HMRC's ready reckoner (Direct effects of illustrative tax changes) puts one penny on the basic rate at about £7bn a year in 2025-26 for England, Wales and Northern Ireland (Scotland sets its own rates).",
    costing: uk("tax"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["older-people", "disabled-people", "universal"],
    pressureModifiers: pm(0, 0, 0, 0, 0),
    popularityScore: 41,
  },

  // ---------------------------------------------------------------- Education & Training
  {
    key: "steady-education-training-school-rebuilding",
    title: "Speed up school rebuilding and repairs",
    description:
      "Doubles the pace of the School Rebuilding Programme and gives every school a guaranteed annual condition budget, prioritising buildings with RAAC, failing roofs or unsafe heating. Work is scheduled from the Department for Education's condition survey, with regional framework contracts to keep costs down. Aims to fix the worst estate within eight years.",
    area: "education-training",
    costEstimate: "£2.4bn",
    costBasis:
      "DfE condition survey put the cost of remedying defects at about £11.4bn (NAO 2023); adding about £2bn a year clears the bulk over six years.",
    costing: england(2, "education", "capital"),
    resourceDemandTags: ["public-funds", "construction", "materials"],
    distributionTags: ["young-people", "families", "universal"],
    pressureModifiers: pm(0.5, 0.3, 0.55, 0.15, 24),
    popularityScore: 70,
  },
  {
    key: "steady-education-training-teacher-retention",
    title: "Early-career teacher retention payments",
    description:
      "Pays teachers in their first five years £3,000 a year extra in shortage subjects and in schools serving disadvantaged areas, paid annually to those who stay. It pairs this with protected time for mentoring and planning. It is aimed at the roughly one in three teachers who leave within five years of qualifying.",
    area: "education-training",
    costEstimate: "£350m",
    costBasis: "About 100,000 eligible early-career teachers × £3,000 ≈ £300m a year.",
    costing: england(0.3, "education"),
    resourceDemandTags: ["public-funds", "teachers"],
    distributionTags: ["workers", "young-people", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.1, 0.3, 0.2, 0.01, 12),
    popularityScore: 61,
  },
  {
    key: "steady-education-training-family-hubs",
    title: "Sure Start family hubs in every community",
    description:
      "Rebuilds a national network of about 3,000 Sure Start-style family hubs offering health visiting, parenting support, early learning and benefits advice under one roof for families with children under five. Councils run them with NHS partners and a ten-year funding guarantee. Evidence from the original programme shows fewer child hospitalisations and better GCSE results in later years.",
    area: "education-training",
    costEstimate: "£1.5bn",
    costBasis:
      "Sure Start spending peaked at about £1.8bn a year in England (IFS, 2009-10); a rebuilt network at about £1.5bn a year, less about £0.2bn a year of Best Start Family Hubs funding already in the baseline ≈ £1.3bn",
    costing: england(1.3, "education", "resource", {
      relation: "increment",
      baseline:
        "Best Start Family Hubs, about £500m over three years from 2025-26 (announced July 2025), are already funded",
    }),
    resourceDemandTags: ["public-funds", "care-workforce", "teachers", "construction"],
    distributionTags: ["families", "low-income", "young-people", "communities"],
    pressureModifiers: pm(0.3, 0.25, 0.35, 0.03, 18),
    popularityScore: 67,
  },
  {
    key: "steady-education-training-retraining-entitlement",
    title: "Mid-career retraining entitlement",
    description:
      "Gives every adult with a ten-year National Insurance record a £5,000 entitlement to retrain at a college or approved provider, with a maintenance top-up for those whose jobs disappear. It treats skills as part of social insurance: you pay in while working and draw on it when the economy changes. Provision is planned with local skills improvement plans.",
    area: "education-training",
    costEstimate: "£1.2bn",
    costBasis: "About 200,000 users a year × £5,000 ≈ £1bn a year.",
    costing: england(1, "education"),
    resourceDemandTags: ["public-funds", "teachers", "admin-capacity"],
    distributionTags: ["workers", "middle-income", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.2, 0.3, 0.25, 0.02, 12),
    popularityScore: 55,
  },
  {
    key: "steady-education-training-curriculum-body",
    title: "Independent statutory curriculum body",
    description:
      "Creates a standing, independent body to review the national curriculum and assessment in England on a fixed ten-year cycle, with teachers, employers and parents represented. Ministers keep a veto but must publish reasons for overriding advice. It ends the churn of changing syllabuses with each new Secretary of State.",
    area: "education-training",
    costEstimate: "£71m",
    costBasis:
      "Staffing and research for a body of about 150 people plus teacher release time and pilot costs ≈ £60m a year.",
    costing: england(0.06, "education"),
    resourceDemandTags: ["admin-capacity", "teachers"],
    distributionTags: ["young-people", "families", "universal"],
    pressureModifiers: pm(0.02, 0.05, 0.05, 0, 24),
    popularityScore: 44,
  },

  // ---------------------------------------------------------------- Jobs & Economy
  {
    key: "steady-jobs-economy-public-investment-floor",
    title: "Hold public investment at 3% of GDP",
    description:
      "Sets a legal floor for public sector net investment of 3% of GDP for ten years, so capital budgets are no longer the first thing cut in a squeeze. Spending goes through a published pipeline of projects, mostly maintenance, grid, water and transport renewal. The steady pipeline lets firms train apprentices and plan supply chains.",
    area: "jobs-economy",
    costEstimate: "£10bn",
    costBasis:
      "3% of GDP against planned investment of about 2.6% (OBR) is 0.4% of GDP × GDP of about £3.0tn (OBR, 2025-26, the one GDP figure every costing uses) ≈ £12bn a year.",
    costing: uk("capital"),
    resourceDemandTags: ["public-funds", "construction", "materials", "skilled-labour"],
    distributionTags: ["universal", "workers", "future-generations"],
    pressureModifiers: pm(0.65, 0.4, 0.6, 0.3, 30),
    popularityScore: 52,
  },
  {
    key: "steady-jobs-economy-occupational-health",
    title: "Occupational health for every small firm",
    description:
      "Offers every employer under 250 staff subsidised access to occupational health advice, physiotherapy and mental health support, delivered through NHS-accredited providers. It aims to catch health problems before people fall out of work, since about 2.8m people are economically inactive through long-term sickness. Roll-out over three years, starting in the areas with the highest inactivity.",
    area: "jobs-economy",
    costEstimate: "£500m",
    costBasis:
      "About 2m eligible workers using services a year × about £250 subsidy ≈ £500m a year (ONS 2024 inactivity: 2.8m long-term sick).",
    costing: gb(),
    resourceDemandTags: ["public-funds", "clinical-workforce"],
    distributionTags: ["workers", "small-business", "disabled-people"],
    pressureModifiers: pm(0.15, 0.3, 0.35, 0.02, 12),
    popularityScore: 57,
  },
  {
    key: "steady-jobs-economy-short-time-work",
    title: "Permanent short-time working scheme",
    description:
      "Puts a standing version of furlough into law, modelled on Germany's Kurzarbeit: in a downturn, firms can cut hours and the state pays 60% of the lost wages for up to a year, with training attached. HMRC runs it through PAYE real-time data so it can switch on within weeks. In normal years it costs little; in recessions it keeps skilled workers attached to their employers.",
    area: "jobs-economy",
    costEstimate: "£400m",
    costBasis:
      "Average over the cycle: about 80,000 workers covered in a typical year × about £5,000 ≈ £400m a year (furlough cost about £70bn in its extreme 2020-21 use).",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["workers", "small-business", "large-business"],
    pressureModifiers: pm(0.15, 0.1, 0.05, 0.05, 6),
    popularityScore: 54,
  },
  {
    key: "steady-jobs-economy-fair-work-agency",
    title: "A properly staffed Fair Work Agency",
    description:
      "Funds the new Fair Work Agency to reach the International Labour Organization benchmark of one inspector per 10,000 workers, bringing minimum wage, holiday pay and agency-worker enforcement under one roof. Inspectors target high-risk sectors such as care, hospitality and warehousing. Fines are recycled into enforcement.",
    area: "jobs-economy",
    costEstimate: "£150m",
    costBasis:
      "About 2,000 extra inspectors × about £60,000 employment cost ≈ £120m plus £30m systems ≈ £150m a year.",
    costing: gb("resource", {
      relation: "increment",
      baseline:
        "the Fair Work Agency is set up from April 2026 under the Employment Rights Act 2025 with its existing enforcement budgets",
    }),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["workers", "low-income"],
    pressureModifiers: pm(0.02, 0.05, 0.1, 0, 12),
    popularityScore: 59,
  },

  // ---------------------------------------------------------------- Housing & Land
  {
    key: "steady-housing-land-social-rent-homes",
    title: "Build 90,000 social rent homes a year",
    description:
      "A ten-year grant programme for councils and housing associations to build 90,000 homes for social rent each year in England, with councils able to borrow and keep Right to Buy receipts in full. Homes are built to high energy standards on public land first. Output ramps up over three years as building firms and planners scale up.",
    area: "housing-land",
    costEstimate: "£8.2bn",
    costBasis:
      "90,000 homes × about £120,000 grant per home ≈ £10.8bn a year (Shelter social housing commission 2019 scale), less the £3.9bn a year of the Social and Affordable Homes Programme already in the baseline ≈ £6.9bn in England",
    costing: england(6.9, "housing", "capital", {
      relation: "increment",
      baseline:
        "the Social and Affordable Homes Programme, £39bn over 2026-36 (about £3.9bn a year, Spending Review 2025), is already funded",
    }),
    resourceDemandTags: ["public-funds", "construction", "land", "materials"],
    distributionTags: ["renters", "low-income", "families"],
    pressureModifiers: pm(0.7, 0.45, 0.7, 0.2, 36),
    popularityScore: 64,
  },
  {
    key: "steady-housing-land-decent-homes-private-rent",
    title: "Decent Homes Standard for private renters",
    description:
      "Extends the Decent Homes Standard to the private rented sector in England and funds council housing enforcement teams to inspect and act on damp, mould and cold. Landlords must fix category 1 hazards within fixed deadlines. It aims to prevent the illness that poor housing causes, which BRE estimates costs the NHS about £1.4bn a year.",
    area: "housing-land",
    costEstimate: "£240m",
    costBasis:
      "About 2,500 extra enforcement officers × £60,000 plus £50m for a landlord register ≈ £200m a year.",
    costing: england(0.2, "local-government"),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["renters", "low-income", "families"],
    pressureModifiers: pm(0.05, 0.05, 0.15, 0.02, 12),
    popularityScore: 69,
  },
  {
    key: "steady-housing-land-lha-link",
    title: "Keep housing benefit linked to real rents",
    description:
      "Legislates to uprate Local Housing Allowance every April to the 30th percentile of local market rents, ending the pattern of multi-year freezes. Private renters on Universal Credit can again afford the cheapest third of homes in their area. It reduces homelessness and the temporary accommodation bills councils face.",
    area: "housing-land",
    costEstimate: "£1bn",
    costBasis:
      "OBR costed the 2024 re-link at about £1.2bn; keeping the link rather than freezing averages about £1bn a year.",
    costing: gb(),
    resourceDemandTags: ["public-funds"],
    distributionTags: ["renters", "low-income", "families"],
    pressureModifiers: pm(0.2, 0, 0.15, 0.02, 3),
    popularityScore: 52,
  },
  {
    key: "steady-housing-land-land-compensation-reform",
    title: "Land compensation reform for public builders",
    description:
      "Amends the Land Compensation Act 1961 so councils and development corporations can buy land for housing and infrastructure at close to existing-use value, with a fair premium for owners. Much of the uplift from planning permission is then reinvested in affordable homes, schools and roads. It takes effect for new compulsory purchases within two years.",
    area: "housing-land",
    costEstimate: "£240m",
    costBasis:
      "Legal reform is cost-neutral; about £200m a year for council and development-corporation land teams and planning capacity.",
    costing: england(0.2, "local-government"),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["communities", "future-generations", "renters"],
    pressureModifiers: pm(0.05, 0.15, 0.1, 0, 24),
    popularityScore: 41,
  },

  // ---------------------------------------------------------------- Climate & Environment
  {
    key: "steady-climate-environment-warm-homes",
    title: "Ten-year Warm Homes insulation programme",
    description:
      "Guarantees ten years of funding for insulation, heat pumps and solar on low-income and fuel-poor homes, delivered street by street through councils and local installers. A long, steady programme lets the supply chain train installers instead of boom and bust. It cuts energy bills and the cost of cold homes to the NHS.",
    area: "climate-environment",
    costEstimate: "£470m",
    costBasis:
      "the Warm Homes Plan is £13.2bn over the parliament (about £2.6bn a year, already in the baseline); extending it for ten years and raising it to about £3bn a year adds about £0.4bn a year in England",
    costing: england(0.4, "energy-efficiency", "capital", {
      relation: "increment",
      baseline:
        "the Warm Homes Plan's £13.2bn over 2025-26 to 2029-30 (about £2.6bn a year, Spending Review 2025) is already funded",
    }),
    resourceDemandTags: ["public-funds", "construction", "skilled-labour", "imports"],
    distributionTags: ["low-income", "homeowners", "renters", "older-people"],
    pressureModifiers: pm(0.45, 0.35, 0.55, 0.35, 18),
    popularityScore: 66,
  },
  {
    key: "steady-climate-environment-clean-air",
    title: "Clean Air Act with WHO fine particle limits",
    description:
      "A new Clean Air Act that sets a legal limit for fine particles (PM2.5) in line with World Health Organization guidance by 2035, with councils funded to run clean air zones, cut wood-burning in towns and help small firms and low-income drivers switch vehicles. Air pollution contributes to tens of thousands of early deaths a year in the UK. Targets tighten in steps every five years.",
    area: "climate-environment",
    costEstimate: "£590m",
    costBasis:
      "Council clean-air funding of about £200m plus about £300m a year for scrappage and small-business support.",
    costing: england(0.5, "environment"),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["urban", "young-people", "low-income", "future-generations"],
    pressureModifiers: pm(0.1, 0.05, 0.1, 0.25, 12),
    popularityScore: 56,
  },
  {
    key: "steady-climate-environment-flood-resilience",
    title: "Pooled flood insurance and defence guarantee",
    description:
      "Extends the Flood Re reinsurance scheme to small businesses and homes built since 2009, and pairs it with a rolling, index-linked flood defence programme across England. Risk is shared across all policyholders rather than falling on the unlucky few. Defence spending is targeted by the Environment Agency's national risk assessment.",
    area: "climate-environment",
    costEstimate: "£470m",
    costBasis:
      "raising flood defence spending from the baseline's about £0.8bn a year (£7.9bn over ten years, Spending Review 2025) to about £1.1bn, plus about £100m a year of public backstop for Flood Re ≈ £0.4bn a year in England",
    costing: england(0.4, "environment", "capital", {
      relation: "increment",
      baseline:
        "Spending Review 2025 funds flood defences at £7.9bn over ten years (about £0.8bn a year)",
    }),
    resourceDemandTags: ["public-funds", "construction", "land"],
    distributionTags: ["rural", "coastal-and-left-behind-towns", "homeowners", "small-business"],
    pressureModifiers: pm(0.3, 0.2, 0.35, 0.05, 24),
    popularityScore: 58,
  },
  {
    key: "steady-climate-environment-gb-energy-generator",
    title: "Great British Energy as a public generator",
    description:
      "Gives Great British Energy a permanent remit and capital budget to co-own onshore wind, solar and grid storage with councils and community groups, taking a share of the returns for the public. It works alongside Ofgem and the National Energy System Operator to fill gaps the market leaves. Projects reach generation three to five years after approval.",
    area: "climate-environment",
    costEstimate: "£300m",
    costBasis:
      "GB Energy has £8.3bn over the parliament (about £1.7bn a year, already in the baseline); a permanent budget of about £2bn a year adds about £0.3bn",
    costing: gb("capital", {
      relation: "increment",
      baseline:
        "Great British Energy has £8.3bn over the parliament (about £1.7bn a year) in the baseline",
    }),
    resourceDemandTags: ["public-funds", "energy", "construction", "imports"],
    distributionTags: ["communities", "future-generations", "rural"],
    pressureModifiers: pm(0.4, 0.45, 0.5, 0.45, 36),
    popularityScore: 55,
  },

  // ---------------------------------------------------------------- Transport & Travel
  {
    key: "steady-transport-travel-local-roads-repair",
    title: "Ten-year local roads repair settlement",
    description:
      "Gives English councils a guaranteed ten-year highways maintenance budget to resurface roads, mend pavements and repair bridges, ending one-year pothole funds. Councils must publish condition data and plan preventive resurfacing rather than patching. The backlog falls steadily over a decade.",
    area: "transport-travel",
    costEstimate: "£1.9bn",
    costBasis:
      "Local roads repair backlog of about £16.3bn in England and Wales (ALARM survey 2024) cleared over ten years ≈ £1.6bn a year.",
    costing: england(1.6, "local-transport", "capital", {
      relation: "increment",
      baseline:
        "routine local roads maintenance (£1.6bn in 2025-26, rising to about £2bn) is already funded; clearing the backlog is on top",
    }),
    resourceDemandTags: ["public-funds", "construction", "materials"],
    distributionTags: ["universal", "rural", "small-business"],
    pressureModifiers: pm(0.35, 0.25, 0.35, 0.15, 12),
    popularityScore: 72,
  },
  {
    key: "steady-transport-travel-safe-routes",
    title: "Safe routes to school and active travel",
    description:
      "A £1bn-a-year fund for councils to build protected cycle lanes, school streets, crossings and 20mph zones, starting around primary schools. Active Travel England checks designs and publishes results. It prevents road injuries and builds physical activity into daily life, with benefits for health spending over time.",
    area: "transport-travel",
    costEstimate: "£1bn",
    costBasis:
      "Cycling and walking investment strategy benchmark of about £15 per person × 69.3m people ≈ £1bn a year.",
    costing: uk("capital"),
    resourceDemandTags: ["public-funds", "construction"],
    distributionTags: ["young-people", "families", "urban"],
    pressureModifiers: pm(0.2, 0.1, 0.2, 0.05, 12),
    popularityScore: 43,
  },
  {
    key: "steady-transport-travel-bus-guarantee",
    title: "Minimum bus service guarantee",
    description:
      "Guarantees every village and town over a set size at least an hourly daytime bus service, with councils funded to franchise or contract routes and the £3 single fare cap kept. Like a universal service obligation for post, it treats access to work, school and hospital as a shared entitlement. Routes are restored over three years.",
    area: "transport-travel",
    costEstimate: "£1.2bn",
    costBasis:
      "About £300m a year to keep the fare cap plus about £700m a year of supported rural and evening routes (DfT bus funding, 2024-25 scale).",
    costing: england(1, "local-transport", "resource", {
      relation: "increment",
      baseline:
        "the £3 fare cap is funded to March 2027 and local bus grants of about £1bn a year to 2028-29 (Spending Review 2025); this keeps the cap after 2027 and adds routes",
    }),
    resourceDemandTags: ["public-funds", "transport-capacity", "skilled-labour"],
    distributionTags: ["rural", "older-people", "low-income", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.2, 0.15, 0.3, 0.15, 12),
    popularityScore: 65,
  },
  {
    key: "steady-transport-travel-rolling-electrification",
    title: "Rolling rail electrification under GBR",
    description:
      "Gives Great British Railways a 30-year strategy and a steady programme to electrify about 300 track-kilometres a year, keeping skilled teams working continuously rather than in costly stop-start bursts. Priorities are freight routes and regional lines still running diesel. Each stretch takes three to five years from design to wires.",
    area: "transport-travel",
    costEstimate: "£1.1bn",
    costBasis:
      "About 300 track-km a year × about £2.5m per km ≈ £750m, plus about £250m for GBR planning and set-up ≈ £1bn a year.",
    costing: england(1, "rail", "capital"),
    resourceDemandTags: ["public-funds", "construction", "skilled-labour", "materials"],
    distributionTags: ["universal", "future-generations", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.45, 0.35, 0.6, 0.25, 42),
    popularityScore: 51,
  },

  // ---------------------------------------------------------------- Crime & Justice
  {
    key: "steady-crime-justice-court-backlog",
    title: "Clear the Crown Court backlog",
    description:
      "Removes the cap on Crown Court sitting days, repairs crumbling court buildings and funds more judges, recorders and criminal legal aid lawyers to bring the backlog of about 73,000 cases down. Victims and defendants wait months rather than years for trial. The aim is to return to pre-pandemic waiting times within four years.",
    area: "crime-justice",
    costEstimate: "£610m",
    costBasis:
      "about 20,000 extra Crown Court sitting days × about £12,000 a day for judges, staff and legal aid ≈ £240m, plus about £300m a year of court repairs ≈ £540m in England and Wales (the same unit cost as the other court-backlog costing)",
    costing: englandWales(0.54, "justice", "resource", {
      relation: "increment",
      baseline: "the baseline funds about 110,000 Crown Court sitting days a year (2025-26)",
    }),
    resourceDemandTags: ["public-funds", "skilled-labour", "construction"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0.1, 0.1, 0.4, 0.02, 12),
    popularityScore: 62,
  },
  {
    key: "steady-crime-justice-neighbourhood-policing",
    title: "13,000 neighbourhood police and PCSOs",
    description:
      "Funds 13,000 additional neighbourhood police officers and community support officers in England and Wales, named and contactable for every ward. They focus on antisocial behaviour, shop theft and local problem-solving with councils. Recruitment and training take about three years.",
    area: "crime-justice",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: 13,000 officers and PCSOs × about £60,000 average employment cost ≈ £0.8bn a year, funded in the baseline police settlements, so nothing is added",
    costing: englandWales(0, "policing", "resource", {
      relation: "already-policy",
      baseline:
        "the Neighbourhood Policing Guarantee (13,000 more neighbourhood officers and PCSOs this parliament, launched April 2025) is funded in the police settlements; gross cost about £0.8bn a year",
    }),
    resourceDemandTags: ["public-funds", "skilled-labour"],
    distributionTags: ["communities", "urban", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.15, 0.1, 0.3, 0.01, 18),
    popularityScore: 74,
  },
  {
    key: "steady-crime-justice-youth-services",
    title: "Statutory youth services and violence units",
    description:
      "Makes youth services a statutory duty on councils, funded to restore youth clubs, detached youth workers and mentoring, and makes Violence Reduction Units permanent. It follows a public-health approach to violence: identify young people at risk early and keep them in education and activity. Effects on offending build over five years or more.",
    area: "crime-justice",
    costEstimate: "£1.2bn",
    costBasis:
      "Restores the roughly £1bn real-terms fall in council youth services spending since 2010-11 (YMCA analysis).",
    costing: england(1, "local-government"),
    resourceDemandTags: ["public-funds", "volunteers", "care-workforce"],
    distributionTags: ["young-people", "communities", "low-income"],
    pressureModifiers: pm(0.15, 0.1, 0.2, 0.02, 12),
    popularityScore: 60,
  },
  {
    key: "steady-crime-justice-early-legal-advice",
    title: "Restore civil legal aid for early advice",
    description:
      "Brings housing, debt, welfare benefits and family disputes back into the scope of civil legal aid for early advice, reversing the main 2012 cuts. Law centres and advice agencies get stable three-year contracts. Problems are settled before they reach court, eviction or crisis.",
    area: "crime-justice",
    costEstimate: "£450m",
    costBasis:
      "LASPO 2012 aimed to save about £350m a year from civil legal aid; reversing it with uprating ≈ £400m a year.",
    costing: englandWales(0.4, "justice"),
    resourceDemandTags: ["public-funds", "skilled-labour"],
    distributionTags: ["low-income", "renters", "families", "disabled-people"],
    pressureModifiers: pm(0.05, 0.05, 0.25, 0, 12),
    popularityScore: 47,
  },
  {
    key: "steady-crime-justice-probation-rebuild",
    title: "Rebuild probation and community sentences",
    description:
      "Follows the 2025 Independent Sentencing Review by replacing most short prison sentences with robust community orders, and funds 3,000 extra probation officers to supervise them. A statutory caseload limit protects quality. Reoffending after short jail terms is higher than after community sentences, so savings grow over time.",
    area: "crime-justice",
    costEstimate: "£340m",
    costBasis:
      "3,000 probation officers × about £50,000 ≈ £150m, plus about £150m a year for tagging and programmes.",
    costing: englandWales(0.3, "justice"),
    resourceDemandTags: ["public-funds", "skilled-labour", "admin-capacity"],
    distributionTags: ["communities", "low-income"],
    pressureModifiers: pm(0.05, 0.1, 0.25, 0.02, 18),
    popularityScore: 38,
  },

  // ---------------------------------------------------------------- Defence & Foreign Affairs
  {
    key: "steady-defence-foreign-readiness-rebuild",
    title: "Restock munitions and repair forces housing",
    description:
      "Uses part of the rise to 2.5% of GDP to rebuild depleted munitions stockpiles, sign long-term contracts with UK factories and repair substandard Service family housing. Multi-year orders let manufacturers invest in production lines. Readiness improves over three to five years.",
    area: "defence-foreign",
    costEstimate: "£2.4bn",
    costBasis:
      "about £2bn a year for munitions on long-term contracts plus about £1bn a year for Service family housing repairs, less about £0.6bn a year already funded by the Strategic Defence Review (2025) ≈ £2.4bn",
    costing: uk("capital", {
      relation: "increment",
      baseline:
        "the Strategic Defence Review's £1.5bn for munitions factories and £1.5bn for forces housing this parliament (about £0.6bn a year together) sit within the 2.5% of GDP path",
    }),
    resourceDemandTags: ["public-funds", "materials", "skilled-labour", "construction"],
    distributionTags: ["universal", "workers"],
    pressureModifiers: pm(0.45, 0.3, 0.55, 0.3, 30),
    popularityScore: 60,
  },
  {
    key: "steady-defence-foreign-aid-prevention",
    title: "Return aid to 0.5% of GNI for prevention",
    description:
      "Restores overseas development aid to 0.5% of gross national income, with the increase focused on conflict prevention, global health and climate adaptation in fragile states. Spending is checked by the Independent Commission for Aid Impact. Preventing conflict and pandemics abroad is cheaper than responding to them later.",
    area: "defence-foreign",
    costEstimate: "£6bn",
    costBasis:
      "0.5% instead of 0.3% of GNI: 0.2% × about £3.0tn (GNI taken at the one GDP figure every costing uses, OBR 2025-26) ≈ £6bn a year.",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "the baseline has aid at 0.3% of gross national income from 2027 (announced 25 February 2025)",
    }),
    resourceDemandTags: ["public-funds", "imports"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0.05, 0, 0.05, 0.9, 12),
    popularityScore: 33,
  },
  {
    key: "steady-defence-foreign-veterans-guarantee",
    title: "Armed Forces Covenant care guarantee",
    description:
      "Turns the Armed Forces Covenant into enforceable duties on councils, the NHS and DWP, guaranteeing veterans priority mental health care, housing support and help into work. A single Veterans' Service coordinates support for the roughly 1.85m veterans in England and Wales. Those who carry the nation's risks are covered in return.",
    area: "defence-foreign",
    costEstimate: "£300m",
    costBasis:
      "About 1.85m veterans (Census 2021); about 60,000 a year helped × about £5,000 ≈ £300m a year.",
    costing: uk(),
    resourceDemandTags: ["public-funds", "clinical-workforce", "admin-capacity"],
    distributionTags: ["older-people", "disabled-people", "workers"],
    pressureModifiers: pm(0.05, 0.05, 0.15, 0.01, 12),
    popularityScore: 71,
  },
  {
    key: "steady-defence-foreign-uk-eu-security-pact",
    title: "UK–EU security and defence pact",
    description:
      "Deepens the 2025 UK–EU security and defence partnership into a standing treaty covering joint procurement, defence industrial cooperation and regular ministerial councils. The UK pays into shared programmes so British firms can bid for European contracts. Stable, rules-based cooperation replaces ad hoc deals.",
    area: "defence-foreign",
    costEstimate: "£400m",
    costBasis:
      "Programme contributions and secretariat of about £400m a year, comparable to UK association fees for EU research programmes.",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "the UK–EU Security and Defence Partnership (19 May 2025) is agreed; programme contributions are not in the baseline",
    }),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["universal", "large-business", "workers"],
    pressureModifiers: pm(0.05, 0.05, 0.05, 0.6, 18),
    popularityScore: 48,
  },

  // ---------------------------------------------------------------- Welfare & Pensions
  {
    key: "steady-welfare-pensions-jobcentre-rebuild",
    title: "Rebuild Jobcentres as local employment hubs",
    description:
      "Merges Jobcentre Plus and the National Careers Service into a single local employment service with 6,000 extra work coaches, smaller caseloads and joint working with councils and the NHS. It helps people on sickness benefits and those in work on low pay, not just the unemployed. The new service opens across Great Britain over three years.",
    area: "welfare-pensions",
    costEstimate: "£800m",
    costBasis:
      "6,000 work coaches × about £45,000 ≈ £270m, plus about £530m a year for specialist health and skills support.",
    costing: gb(),
    resourceDemandTags: ["public-funds", "admin-capacity", "skilled-labour"],
    distributionTags: ["workers", "low-income", "disabled-people"],
    pressureModifiers: pm(0.1, 0.25, 0.2, 0.01, 12),
    popularityScore: 50,
  },
  {
    key: "steady-welfare-pensions-two-child-limit",
    title: "Abolish the two-child limit",
    description:
      "Removes the limit that stops Universal Credit and tax credits paying for a third or later child born since April 2017. It is the single most cost-effective way to cut child poverty, lifting several hundred thousand children out of poverty. Payment starts from the next benefit year.",
    area: "welfare-pensions",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: Budget 2025 removes the two-child limit from April 2026 at about £3bn a year by 2029-30 (OBR November 2025); IFS and Resolution Foundation had estimated £3.4bn-£3.5bn. Nothing is added to the baseline",
    costing: gb("resource", {
      relation: "already-policy",
      baseline:
        "Budget 2025 (26 November 2025) removes the two-child limit from April 2026, about £3bn a year by 2029-30 (OBR)",
    }),
    resourceDemandTags: ["public-funds"],
    distributionTags: ["families", "low-income", "young-people"],
    pressureModifiers: pm(0.35, 0, 0.05, 0.15, 3),
    popularityScore: 46,
  },
  {
    key: "steady-welfare-pensions-unemployment-insurance",
    title: "Earnings-related unemployment insurance",
    description:
      "Replaces flat-rate contributory Jobseeker's Allowance with unemployment insurance paying 60% of previous earnings, capped at £500 a week, for up to six months to anyone with a solid National Insurance record. It restores the link between paying in and getting out. Run by DWP using HMRC's real-time earnings data.",
    area: "welfare-pensions",
    costEstimate: "£4bn",
    costBasis:
      "About 350,000 eligible claimants at any time × about £11,000 a year above current new-style JSA ≈ £3.9bn a year.",
    costing: gb(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["workers", "middle-income", "families"],
    pressureModifiers: pm(0.35, 0, 0.05, 0.15, 6),
    popularityScore: 53,
  },
  {
    key: "steady-welfare-pensions-pension-credit-auto",
    title: "Automatic Pension Credit payments",
    description:
      "Uses DWP and HMRC data to pay Pension Credit automatically to eligible pensioners instead of waiting for claims. Up to about 880,000 eligible households miss out today, and claiming also unlocks help with council tax, heating and TV licences. Automatic payment is phased in over two years.",
    area: "welfare-pensions",
    costEstimate: "£1.5bn",
    costBasis:
      "About £2bn of Pension Credit goes unclaimed (DWP take-up statistics); auto-payment reaching about three-quarters of it ≈ £1.5bn a year.",
    costing: gb(),
    resourceDemandTags: ["public-funds", "digital-infrastructure", "admin-capacity"],
    distributionTags: ["older-people", "low-income"],
    pressureModifiers: pm(0.2, 0, 0.05, 0.1, 12),
    popularityScore: 64,
  },
  {
    key: "steady-welfare-pensions-auto-enrolment-review",
    title: "Auto-enrolment from age 18 and the first pound",
    description:
      "Implements the 2017 auto-enrolment review: workplace pension saving starts at 18 rather than 22 and contributions apply from the first pound earned. Low earners and part-time workers, many of them women, build far bigger pensions. The Pensions Commission then sets a long-term contribution path, so savers know the rules decades ahead.",
    area: "welfare-pensions",
    costEstimate: "£900m",
    costBasis:
      "about £3bn a year of extra contributions (DWP 2017 review) × about 30% average income tax and NI relief ≈ £900m a year (the same costing as the other auto-enrolment policy)",
    costing: gb("tax"),
    resourceDemandTags: ["private-capital", "admin-capacity"],
    distributionTags: ["young-people", "workers", "low-income", "future-generations"],
    pressureModifiers: pm(0.02, 0, 0.02, 0, 24),
    popularityScore: 49,
  },

  // ---------------------------------------------------------------- Culture & Media
  {
    key: "steady-culture-media-local-culture-fund",
    title: "Ring-fenced funding for libraries and museums",
    description:
      "Gives English councils a ring-fenced, multi-year grant for public libraries, local museums and archives, with a duty to keep libraries open at set minimum hours. Hundreds of libraries have closed since 2010 as council budgets shrank. Libraries double as warm spaces, digital help points and study rooms.",
    area: "culture-media",
    costEstimate: "£590m",
    costBasis:
      "About £500m a year, roughly restoring the real-terms fall in council culture and library spending since 2010 (CIPFA returns).",
    costing: england(0.5, "culture"),
    resourceDemandTags: ["public-funds", "skilled-labour", "volunteers"],
    distributionTags: ["communities", "low-income", "older-people", "young-people"],
    pressureModifiers: pm(0.1, 0.05, 0.1, 0.02, 6),
    popularityScore: 62,
  },
  {
    key: "steady-culture-media-arts-in-schools",
    title: "Music, arts and sport entitlement in schools",
    description:
      "Funds every state school to offer weekly music, art, drama and sport, with free instrument tuition for pupils on free school meals. Arts and sport keep disengaged pupils in school and protect mental health, preventing problems later. Music hubs and county sports partnerships deliver it.",
    area: "culture-media",
    costEstimate: "£410m",
    costBasis: "About 9m pupils in England × about £40 per pupil a year ≈ £350m.",
    costing: england(0.35, "education"),
    resourceDemandTags: ["public-funds", "teachers", "skilled-labour"],
    distributionTags: ["young-people", "low-income", "families"],
    pressureModifiers: pm(0.1, 0.1, 0.2, 0.05, 12),
    popularityScore: 57,
  },
  {
    key: "steady-culture-media-bbc-household-levy",
    title: "Progressive household levy for the BBC",
    description:
      "Replaces the flat £174.50 TV licence with a household public-service media levy collected with council tax, banded so that low-income households pay less and larger homes more. It keeps the BBC universal and free at the point of use while ending prosecutions for non-payment. Introduced at charter renewal in 2028.",
    area: "culture-media",
    costEstimate: "£0bn",
    costBasis:
      "Revenue-neutral: replaces about £3.8bn a year of licence fee income (BBC annual report) with the same total raised through bands.",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "low-income"],
    pressureModifiers: pm(0, 0, 0.05, 0, 36),
    popularityScore: 40,
  },
  {
    key: "steady-culture-media-local-news-fund",
    title: "Public-interest local news fund",
    description:
      "Gives charitable status to non-profit local news outlets and sets up an arm's-length fund, run like Arts Council England, to pay for court, council and health reporting in areas without a local paper. It follows the Cairncross Review's recommendations. Grants are multi-year and independent of ministers.",
    area: "culture-media",
    costEstimate: "£100m",
    costBasis: "About 1,500 reporter posts × about £50,000 plus administration ≈ £100m a year.",
    costing: uk(),
    resourceDemandTags: ["public-funds", "skilled-labour"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "rural"],
    pressureModifiers: pm(0.02, 0.05, 0.05, 0, 12),
    popularityScore: 39,
  },

  // ---------------------------------------------------------------- Tech & Innovation
  {
    key: "steady-tech-innovation-legacy-it",
    title: "Replace legacy public-sector IT systems",
    description:
      "A ten-year programme to replace the ageing IT systems that run benefits, tax, courts and NHS records, starting with the systems rated highest risk. The Government Digital Service sets common standards and builds in-house skills rather than relying on one-off contracts. Fewer outages and faster services follow within three to five years.",
    area: "tech-innovation",
    costEstimate: "£1.5bn",
    costBasis:
      "About 28% of central government systems are legacy (State of Digital Government review 2025); about £1.5bn a year over ten years to replace the high-risk ones.",
    costing: uk("capital"),
    resourceDemandTags: ["public-funds", "digital-infrastructure", "skilled-labour", "imports"],
    distributionTags: ["universal"],
    pressureModifiers: pm(0.2, 0.35, 0.45, 0.4, 24),
    popularityScore: 45,
  },
  {
    key: "steady-tech-innovation-prevention-research",
    title: "National prevention research programme",
    description:
      "A ten-year NIHR programme to test what keeps people healthy, from screening and vaccines to housing and diet interventions, run with councils as test sites. Results feed directly into NICE guidance and public health grant conditions. It builds the evidence base that prevention spending needs.",
    area: "tech-innovation",
    costEstimate: "£470m",
    costBasis: "About 20% on top of NIHR's roughly £1.6bn annual budget ≈ £400m a year.",
    costing: england(0.4, "health"),
    resourceDemandTags: ["public-funds", "skilled-labour", "clinical-workforce"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.05, 0.15, 0.15, 0.1, 24),
    popularityScore: 42,
  },
  {
    key: "steady-tech-innovation-social-broadband",
    title: "Funded social tariff for broadband",
    description:
      "Guarantees households on means-tested benefits a broadband and mobile data package at no more than £10 a month, with the state meeting part of the cost and Ofcom requiring all major providers to offer it. Internet access is treated as an essential service, like water or energy. It starts within a year of legislation.",
    area: "tech-innovation",
    costEstimate: "£500m",
    costBasis: "About 4m eligible households × about £10 a month subsidy ≈ £480m a year.",
    costing: uk(),
    resourceDemandTags: ["public-funds", "digital-infrastructure"],
    distributionTags: ["low-income", "families", "older-people"],
    pressureModifiers: pm(0.05, 0, 0.05, 0.1, 12),
    popularityScore: 54,
  },
  {
    key: "steady-tech-innovation-ai-oversight",
    title: "Statutory AI Security Institute and register",
    description:
      "Puts the AI Security Institute on a statutory footing with powers to test the most capable models before release, and requires public bodies to log algorithmic tools in a public register. Existing regulators such as the ICO, Ofcom and the CMA get funded AI teams. Rules are stable, proportionate and reviewed every three years.",
    area: "tech-innovation",
    costEstimate: "£150m",
    costBasis:
      "About £100m a year for the institute (current budget scale) plus about £50m for regulator AI teams.",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.02, 0.05, 0.15, 0.05, 12),
    popularityScore: 50,
  },
  {
    key: "steady-tech-innovation-rd-settlement",
    title: "Ten-year ring-fenced R&D budget",
    description:
      "Sets a ten-year ring-fenced public R&D budget rising by about £2bn a year above plans, with UKRI, the Catapults and university research protected from annual spending rounds. Long horizons let labs hire permanent staff and industry co-invest. The independent Council for Science and Technology reports each year on progress.",
    area: "tech-innovation",
    costEstimate: "£2bn",
    costBasis: "About 10% on top of roughly £20bn of government R&D spending ≈ £2bn a year.",
    costing: uk("capital"),
    resourceDemandTags: ["public-funds", "skilled-labour", "private-capital"],
    distributionTags: ["future-generations", "workers", "large-business"],
    pressureModifiers: pm(0.15, 0.3, 0.35, 0.2, 24),
    popularityScore: 47,
  },

  // ---------------------------------------------------------------- Farming & Food
  {
    key: "steady-farming-food-farm-budget-settlement",
    title: "Ten-year farming budget settlement",
    description:
      "Fixes the English farming budget for ten years and raises it by £500m a year, with the Sustainable Farming Incentive reopened on predictable terms. Farmers can plan rotations, hedgerows and investments without fear of schemes closing overnight. Payments favour small and tenant farms.",
    area: "farming-food",
    costEstimate: "£590m",
    costBasis: "About 20% above the current England farming budget of about £2.4bn a year ≈ £500m.",
    costing: england(0.5, "environment"),
    resourceDemandTags: ["public-funds", "land"],
    distributionTags: ["rural", "small-business", "future-generations"],
    pressureModifiers: pm(0.1, 0.15, 0.1, 0.05, 12),
    popularityScore: 55,
  },
  {
    key: "steady-farming-food-school-meals",
    title: "Free school meals for all primary pupils",
    description:
      "Extends universal free school meals from infants to every primary pupil in England, as Wales has done and London has funded. Every child gets a nutritious hot lunch that meets school food standards, with no stigma and no forms. Schools receive kitchen capital grants and local sourcing targets.",
    area: "farming-food",
    costEstimate: "£1bn",
    costBasis:
      "about 1.65m Key Stage 2 pupils in England not otherwise eligible once the Universal Credit extension (about 0.25m primary pupils) starts × about £2.61 a meal × 190 days ≈ £820m, plus kitchen capital ≈ £850m a year (IFS put universal primary meals at about £1bn before the extension)",
    costing: england(0.85, "education", "resource", {
      relation: "increment",
      baseline:
        "infant pupils already have universal free meals, and pupils in Universal Credit households get them from September 2026 (announced 5 June 2025)",
    }),
    resourceDemandTags: ["public-funds", "care-workforce", "materials"],
    distributionTags: ["families", "young-people", "universal", "low-income"],
    pressureModifiers: pm(0.25, 0.1, 0.25, 0.1, 12),
    popularityScore: 69,
  },
  {
    key: "steady-farming-food-income-insurance",
    title: "Farm income stabilisation insurance",
    description:
      "A public-backed insurance scheme, modelled on Canada's AgriStability, that tops up farm income when a bad harvest, flood or price collapse cuts margins by more than 30%. Farmers pay a modest premium and the state reinsures the extreme years. It keeps farms trading through climate shocks rather than relying on emergency bail-outs.",
    area: "farming-food",
    costEstimate: "£350m",
    costBasis:
      "About 100,000 farm holdings; average public reinsurance and subsidy of about £3,000 per holding ≈ £300m a year across good and bad years.",
    costing: england(0.3, "environment"),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["rural", "small-business"],
    pressureModifiers: pm(0.05, 0.1, 0.05, 0.05, 12),
    popularityScore: 48,
  },
  {
    key: "steady-farming-food-supply-chain-adjudicator",
    title: "Extend the Groceries Code Adjudicator",
    description:
      "Widens the Groceries Code Adjudicator's remit from supermarkets and their direct suppliers to the whole food supply chain, including processors and farmers, with powers to fine for late payment and unfair contract changes. Core food import standards are written into law. Fair dealing is enforced by a standing regulator rather than one-off inquiries.",
    area: "farming-food",
    costEstimate: "£20m",
    costBasis:
      "Regulator staffing scaled up about tenfold from the adjudicator's current small budget ≈ £20m a year, largely levy-funded.",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["rural", "small-business"],
    pressureModifiers: pm(0, 0.02, 0.02, 0, 12),
    popularityScore: 58,
  },

  // ---------------------------------------------------------------- How Laws Are Made
  {
    key: "steady-laws-governance-council-settlements",
    title: "Multi-year council funding settlements",
    description:
      "Gives English councils three-year funding settlements, a fair funding formula based on need, and a real-terms rise so they can plan social care, children's services and bins without emergency cuts. Section 114 notices should become rare again. The change takes effect from the next spending review.",
    area: "laws-governance",
    costEstimate: "£2.8bn",
    costBasis:
      "About 3.5% on core spending power of about £69bn (MHCLG 2025-26 settlement) ≈ £2.4bn a year.",
    costing: england(2.4, "local-government", "resource", {
      relation: "increment",
      baseline:
        "multi-year settlements from 2026-27 are government policy; this adds money on top of the baseline's core spending power",
    }),
    resourceDemandTags: ["public-funds", "admin-capacity", "care-workforce"],
    distributionTags: ["communities", "universal", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.3, 0.1, 0.2, 0.05, 6),
    popularityScore: 49,
  },
  {
    key: "steady-laws-governance-future-generations",
    title: "Future Generations Act for England",
    description:
      "Copies the Well-being of Future Generations (Wales) Act 2015 for England: public bodies must weigh long-term and preventive effects in every decision, and a Future Generations Commissioner can review them. Spending rounds must report preventive spending separately. It takes full effect within two years.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis:
      "Commissioner's office of about £10m (several times the Welsh office) plus about £20m a year for departmental reporting.",
    costing: england(0.03, "not-comparable"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "young-people"],
    pressureModifiers: pm(0, 0.02, 0.02, 0, 24),
    popularityScore: 36,
  },
  {
    key: "steady-laws-governance-votes-at-16",
    title: "Votes at 16 and automatic registration",
    description:
      "Lowers the voting age to 16 for all UK elections, as already for Scottish and Welsh devolved elections, and registers citizens automatically using DWP, HMRC and passport data. Millions of missing voters are added to the register, so everyone with a stake in shared services has a say. In place for the next general election.",
    area: "laws-governance",
    costEstimate: "£0bn",
    costBasis:
      "already government policy (elections strategy, July 2025): data-matching systems and registration costs of about £100m a year in the first years are in the baseline, so nothing is added",
    costing: uk("resource", {
      relation: "already-policy",
      baseline:
        "votes at 16 and automatic registration are in the government's elections strategy (17 July 2025) and its elections bill",
    }),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: ["young-people", "renters", "universal"],
    pressureModifiers: pm(0, 0.02, 0.1, 0.02, 18),
    popularityScore: 42,
  },
  {
    key: "steady-laws-governance-ethics-commission",
    title: "Statutory Ethics and Integrity Commission",
    description:
      "Puts standards in public life on a legal footing: a single independent commission enforces the Ministerial Code, lobbying rules and business appointments, and can start its own investigations. Ministers can no longer be the final judges of their own conduct. It is established within a year.",
    area: "laws-governance",
    costEstimate: "£20m",
    costBasis: "Merging existing advisory bodies and adding investigators ≈ £20m a year.",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal"],
    pressureModifiers: pm(0, 0, 0.02, 0, 12),
    popularityScore: 67,
  },
  {
    key: "steady-laws-governance-elected-senate",
    title: "Elected Senate of the Nations and Regions",
    description:
      "Replaces the House of Lords with a smaller elected chamber of about 200 members representing the nations and regions, elected for long single terms to keep its revising role. Its powers over money bills stay limited and the Commons keeps primacy. Introduced over two election cycles.",
    area: "laws-governance",
    costEstimate: "£50m",
    costBasis:
      "200 salaried senators and staff ≈ £170m a year against about £120m for the current Lords ≈ £50m net.",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0, 0, 0.02, 0, 48),
    popularityScore: 45,
  },
  {
    key: "steady-laws-governance-english-devolution",
    title: "Single funding pots for English regions",
    description:
      "Gives every English strategic authority a ten-year integrated funding settlement for transport, skills, housing and employment support, replacing dozens of competitive bidding pots. Mayors and councils are held to account by local scrutiny committees and an independent outcomes framework. Powers pass in stages as each authority shows capacity.",
    area: "laws-governance",
    costEstimate: "£240m",
    costBasis:
      "Mostly pooled existing grants; about £200m a year for strategic authority capacity and scrutiny.",
    costing: england(0.2, "local-government", "resource", {
      relation: "increment",
      baseline:
        "the English Devolution and Community Empowerment Bill (2025) and integrated settlements are policy; this adds strategic-authority capacity",
    }),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "urban"],
    pressureModifiers: pm(0.02, 0.05, 0.1, 0, 24),
    popularityScore: 40,
  },
]);

export const steadyCatalogue: CatalogueSection = {
  narratives: [
    {
      key: "steady-foundations-first",
      title: "Foundations First",
      description:
        "Change in Britain sticks when the basics work: a GP appointment you can get, a school roof that does not leak, a court that hears your case this year. This narrative believes the country has spent a decade patching rather than maintaining, and that the surest path to a better future is to repair what we already share before building anything new. It favours long-term funding settlements, workforce plans and maintenance budgets that outlast a single parliament. Progress is measured in backlogs cleared and waiting lists shortened, year after year.",
      quadrant: "steady",
      popularityScore: 64,
      policies: {
        "health-care": [
          "steady-health-care-nhs-maintenance-backlog",
          "steady-health-care-medical-school-places",
        ],
        "education-training": [
          "steady-education-training-school-rebuilding",
          "steady-education-training-teacher-retention",
        ],
        "jobs-economy": ["steady-jobs-economy-public-investment-floor"],
        "housing-land": ["steady-housing-land-social-rent-homes"],
        "climate-environment": ["steady-climate-environment-warm-homes"],
        "transport-travel": ["steady-transport-travel-local-roads-repair"],
        "crime-justice": [
          "steady-crime-justice-court-backlog",
          "steady-crime-justice-neighbourhood-policing",
        ],
        "defence-foreign": ["steady-defence-foreign-readiness-rebuild"],
        "welfare-pensions": ["steady-welfare-pensions-jobcentre-rebuild"],
        "culture-media": ["steady-culture-media-local-culture-fund"],
        "tech-innovation": ["steady-tech-innovation-legacy-it"],
        "farming-food": ["steady-farming-food-farm-budget-settlement"],
        "laws-governance": ["steady-laws-governance-council-settlements"],
      },
    },
    {
      key: "steady-prevention-pays",
      title: "Prevention Pays",
      description:
        "Most of the pressure on Britain's public services builds up years earlier, in cold homes, poor diets, lost early years and untreated illness. This narrative believes change happens upstream: spending steadily on what stops problems arising costs far less than paying for the crises later. It backs public health, early-years support, youth services and clean air, judged by long-run evidence rather than quick wins. It asks for patience, because the returns arrive over a decade in fewer admissions, fewer prosecutions and healthier children.",
      quadrant: "steady",
      popularityScore: 47,
      policies: {
        "health-care": ["steady-health-care-public-health-grant"],
        "education-training": ["steady-education-training-family-hubs"],
        "jobs-economy": ["steady-jobs-economy-occupational-health"],
        "housing-land": ["steady-housing-land-decent-homes-private-rent"],
        "climate-environment": [
          "steady-climate-environment-clean-air",
          "steady-climate-environment-warm-homes",
        ],
        "transport-travel": ["steady-transport-travel-safe-routes"],
        "crime-justice": ["steady-crime-justice-youth-services"],
        "defence-foreign": ["steady-defence-foreign-aid-prevention"],
        "welfare-pensions": ["steady-welfare-pensions-two-child-limit"],
        "culture-media": ["steady-culture-media-arts-in-schools"],
        "tech-innovation": ["steady-tech-innovation-prevention-research"],
        "farming-food": ["steady-farming-food-school-meals"],
        "laws-governance": ["steady-laws-governance-future-generations"],
      },
    },
    {
      key: "steady-beveridge-renewed",
      title: "Beveridge Renewed",
      description:
        "In 1942 William Beveridge argued that the big risks of life, such as illness, unemployment and old age, are best carried together. This narrative believes the UK changes for the better by renewing that social contract for today's risks: care in later life, insecure work, floods, failed harvests and rising rents. It favours contributory and universal schemes that everyone pays into and everyone can rely on, because shared stakes build lasting public support. Pooled security gives people the confidence to retrain, move and take the next step.",
      quadrant: "steady",
      popularityScore: 38,
      policies: {
        "health-care": [
          "steady-health-care-free-personal-care",
          "steady-health-care-penny-for-care",
        ],
        "education-training": ["steady-education-training-retraining-entitlement"],
        "jobs-economy": ["steady-jobs-economy-short-time-work"],
        "housing-land": ["steady-housing-land-lha-link"],
        "climate-environment": ["steady-climate-environment-flood-resilience"],
        "transport-travel": ["steady-transport-travel-bus-guarantee"],
        "crime-justice": ["steady-crime-justice-early-legal-advice"],
        "defence-foreign": ["steady-defence-foreign-veterans-guarantee"],
        "welfare-pensions": [
          "steady-welfare-pensions-unemployment-insurance",
          "steady-welfare-pensions-pension-credit-auto",
        ],
        "culture-media": ["steady-culture-media-bbc-household-levy"],
        "tech-innovation": ["steady-tech-innovation-social-broadband"],
        "farming-food": [
          "steady-farming-food-income-insurance",
          "steady-farming-food-school-meals",
        ],
        "laws-governance": ["steady-laws-governance-votes-at-16"],
      },
    },
    {
      key: "steady-institutions-that-last",
      title: "Institutions That Last",
      description:
        "Good policy fails when it is rewritten every eighteen months. This narrative believes change in the UK comes through durable, trusted institutions: independent bodies with clear remits, statutory duties, multi-year settlements and power held closer to the places it affects. It favours careful, evidence-led reform that survives changes of government, from a standing curriculum body to an elected second chamber. The aim is a state that keeps its promises because the rules make it hard not to.",
      quadrant: "steady",
      popularityScore: 23,
      policies: {
        "health-care": ["steady-health-care-care-pay-body"],
        "education-training": ["steady-education-training-curriculum-body"],
        "jobs-economy": ["steady-jobs-economy-fair-work-agency"],
        "housing-land": ["steady-housing-land-land-compensation-reform"],
        "climate-environment": ["steady-climate-environment-gb-energy-generator"],
        "transport-travel": ["steady-transport-travel-rolling-electrification"],
        "crime-justice": ["steady-crime-justice-probation-rebuild"],
        "defence-foreign": ["steady-defence-foreign-uk-eu-security-pact"],
        "welfare-pensions": ["steady-welfare-pensions-auto-enrolment-review"],
        "culture-media": ["steady-culture-media-local-news-fund"],
        "tech-innovation": [
          "steady-tech-innovation-ai-oversight",
          "steady-tech-innovation-rd-settlement",
        ],
        "farming-food": ["steady-farming-food-supply-chain-adjudicator"],
        "laws-governance": [
          "steady-laws-governance-ethics-commission",
          "steady-laws-governance-elected-senate",
          "steady-laws-governance-english-devolution",
        ],
      },
    },
  ],
  policies,
};
