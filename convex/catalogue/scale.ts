import type { CatalogueSection } from "./types";
import { inQuadrant } from "./inQuadrant";
import { pm } from "./pressure";
import { england, englandWales, gb, uk } from "./costing";

/** The scale quadrant's anchor narratives and their policies: structured, scalable, outcome-driven. */

const policies = inQuadrant("scale", [
  // ── Health & Care ──────────────────────────────────────────────────────────
  {
    key: "scale-health-care-hospital-at-home",
    title: "Hospital at Home in Every Care Board",
    description:
      "Expands NHS virtual wards from about 12,000 to 25,000 'beds', so frail older people and patients with heart or lung conditions are treated at home with remote monitoring and rapid-response teams. Every integrated care board must adopt the specification used by the best-performing sites, with funding tied to readmission and bed-day outcomes. Full national coverage within three years.",
    area: "health-care",
    costEstimate: "£1.1bn",
    costBasis:
      "about 13,000 extra virtual ward beds × roughly £200 a bed-day × 365 ≈ £950m a year (NHS England virtual ward programme scale)",
    costing: england(0.95, "health"),
    resourceDemandTags: ["clinical-workforce", "digital-infrastructure", "public-funds"],
    distributionTags: ["older-people", "disabled-people", "universal"],
    pressureModifiers: pm(0.3, 0.3, 0.5, 0.2, 18),
    popularityScore: 68,
  },
  {
    key: "scale-health-care-diabetes-prevention",
    title: "Double the NHS Diabetes Prevention Programme",
    description:
      "Doubles places on the NHS Diabetes Prevention Programme, whose evaluation found lower type 2 diabetes onset among people who completed it, to about 400,000 a year. Everyone with raised blood sugar found in a GP or pharmacy check is referred automatically, with a digital option for people who work. Scaled up from year one across England, with the devolved governments able to buy into the same contract.",
    area: "health-care",
    costEstimate: "£120m",
    costBasis: "about 200,000 extra places × roughly £500 a participant ≈ £100m a year",
    costing: england(0.1, "health"),
    resourceDemandTags: ["clinical-workforce", "digital-infrastructure"],
    distributionTags: ["low-income", "middle-income", "older-people"],
    pressureModifiers: pm(0.1, 0.1, 0.2, 0.1, 12),
    popularityScore: 62,
  },
  {
    key: "scale-health-care-elective-choice",
    title: "Right to Treatment Elsewhere After 18 Weeks",
    description:
      "Anyone waiting more than 18 weeks for planned treatment in England gains a legal right to be treated by any CQC-registered provider, NHS or independent, at the national tariff, with reasonable travel costs paid. A national booking service publishes waits and outcomes by provider so patients can choose. Aims to deliver about a million extra procedures a year until the 18-week standard is met again.",
    area: "health-care",
    costEstimate: "£3bn",
    costBasis:
      "about 1m extra elective procedures × roughly £2,500 average tariff ≈ £2.5bn a year (NHS payment scheme)",
    costing: england(2.5, "health"),
    resourceDemandTags: ["clinical-workforce", "private-capital", "public-funds"],
    distributionTags: ["universal", "older-people", "workers"],
    pressureModifiers: pm(0.5, 0.4, 0.6, 0.1, 6),
    popularityScore: 60,
  },
  {
    key: "scale-health-care-care-cap-insurance",
    title: "Care Cost Cap With a Regulated Insurance Market",
    description:
      "Caps the lifetime personal care costs anyone in England pays at £86,000 and raises the upper means-test limit to £100,000, so insurers can sell simple products covering the capped risk. Councils pay care homes and home-care agencies a fair rate set by published cost-of-care rules. Introduced within two years.",
    area: "health-care",
    costEstimate: "£2.4bn",
    costBasis:
      "DHSC set aside £3.6bn over three years to introduce the 2021 cap and means test; costs rise as it matures ≈ £2bn a year",
    costing: england(2, "health"),
    resourceDemandTags: ["care-workforce", "public-funds", "admin-capacity"],
    distributionTags: ["older-people", "homeowners", "middle-income"],
    pressureModifiers: pm(0.3, 0.1, 0.4, 0.05, 24),
    popularityScore: 57,
  },
  {
    key: "scale-health-care-productivity-fund",
    title: "NHS Productivity Fund: Records, AI and Robots",
    description:
      "Puts a modern electronic patient record in every NHS trust, rolls out ambient AI note-taking to GP surgeries and A&E, and funds robotic pharmacy and automated theatre scheduling. Each trust signs a plan to return output per member of staff to pre-pandemic levels, and capital is released only against agreed savings. Runs over five years.",
    area: "health-care",
    costEstimate: "£120m",
    costBasis:
      "the £3.4bn 2025-28 NHS productivity capital plan (about £1.1bn a year) is already in the baseline; the AI licences on top add about £100m a year in England",
    costing: england(0.1, "health", "capital", {
      relation: "increment",
      baseline:
        "the £3.4bn NHS productivity capital plan for 2025-28 (Spring Budget 2024) and the Spending Review 2025 NHS technology settlement are already funded",
    }),
    resourceDemandTags: ["digital-infrastructure", "imports", "clinical-workforce", "public-funds"],
    distributionTags: ["universal", "workers"],
    pressureModifiers: pm(0.3, 0.4, 0.4, 0.5, 24),
    popularityScore: 55,
  },
  {
    key: "scale-health-care-waiting-targets",
    title: "Restore Hard Targets With Trust League Tables",
    description:
      "Reinstates the four-hour A&E standard at 95%, the 18-week treatment standard and the 62-day cancer target, with monthly league tables and a named chief executive accountable for each trust. Trusts that miss targets for two quarters running get a turnaround team; the best performers earn capital freedoms and a share of a £500m performance fund. Targets are phased back in over four years.",
    area: "health-care",
    costEstimate: "£710m",
    costBasis:
      "£500m performance fund + about £100m for turnaround teams and published data ≈ £600m a year",
    costing: england(0.6, "health"),
    resourceDemandTags: ["admin-capacity", "clinical-workforce", "public-funds"],
    distributionTags: ["universal", "older-people"],
    pressureModifiers: pm(0.2, 0.1, 0.4, 0.05, 12),
    popularityScore: 63,
  },

  // ── Education & Training ───────────────────────────────────────────────────
  {
    key: "scale-education-training-tutoring",
    title: "Permanent Tutoring for Disadvantaged Pupils",
    description:
      "Makes small-group tutoring a permanent entitlement for every Pupil Premium pupil in England who is behind in English or maths: 15 hours a term from trained tutors and teaching assistants using models tested by the Education Endowment Foundation. Schools report attainment gains and funding follows the results. Fully running within two years.",
    area: "education-training",
    costEstimate: "£830m",
    costBasis:
      "about 1.1m disadvantaged pupils behind expected levels × roughly £600 of tutoring a year ≈ £700m",
    costing: england(0.7, "education"),
    resourceDemandTags: ["teachers", "skilled-labour", "public-funds"],
    distributionTags: ["low-income", "young-people", "families"],
    pressureModifiers: pm(0.2, 0.1, 0.5, 0, 12),
    popularityScore: 66,
  },
  {
    key: "scale-education-training-attendance-mentors",
    title: "Attendance Mentors and Firm Absence Rules",
    description:
      "Scales up the attendance mentor pilots so the most at-risk persistently absent pupils in England have a named mentor working with their family, backed by a national register of children not in school. Penalty notices for unauthorised term-time holidays are applied consistently across councils. In place within 18 months.",
    area: "education-training",
    costEstimate: "£470m",
    costBasis:
      "about 1.5m persistently absent pupils; one mentor per 50 families at ~£35,000 ≈ £1bn for all, targeted at the 40% most at risk ≈ £400m",
    costing: england(0.4, "education"),
    resourceDemandTags: ["skilled-labour", "teachers", "admin-capacity"],
    distributionTags: ["young-people", "families", "low-income"],
    pressureModifiers: pm(0.1, 0.05, 0.3, 0, 12),
    popularityScore: 59,
  },
  {
    key: "scale-education-training-skills-accounts",
    title: "Personal Skills Accounts for Every Adult",
    description:
      "Every adult aged 19 to 65 gets a skills account credited with £500 a year, building up to £2,500, to spend on approved courses at any Ofsted- or OfS-registered provider. Course prices, completion rates and graduates' earnings are published so learners can compare, and employers can top accounts up tax-free. Launches within two years alongside the Lifelong Learning Entitlement.",
    area: "education-training",
    costEstimate: "£1.5bn",
    costBasis: "about 3m adults using their account × £500 a year ≈ £1.5bn",
    costing: uk(),
    resourceDemandTags: ["public-funds", "admin-capacity", "skilled-labour"],
    distributionTags: ["workers", "middle-income", "low-income"],
    pressureModifiers: pm(0.3, 0.2, 0.3, 0.05, 18),
    popularityScore: 58,
  },
  {
    key: "scale-education-training-technical-skills",
    title: "Double Skills Bootcamps and Technical Training",
    description:
      "Doubles Skills Bootcamps from about 60,000 to 120,000 places a year and funds further education colleges to teach Higher Technical Qualifications in engineering, construction, digital and clean energy. Every course is co-designed with employers through Local Skills Improvement Plans, and firms that guarantee interviews get subsidised places. Scaled up over three years.",
    area: "education-training",
    costEstimate: "£950m",
    costBasis:
      "60,000 extra bootcamp places × ~£4,000 ≈ £240m, plus ~£560m for HTQ teaching and equipment ≈ £800m a year",
    costing: england(0.8, "education"),
    resourceDemandTags: ["skilled-labour", "teachers", "public-funds"],
    distributionTags: ["workers", "young-people", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.2, 0.3, 0.4, 0.05, 18),
    popularityScore: 61,
  },
  {
    key: "scale-education-training-school-accountability",
    title: "Report Cards and 12-Month Turnaround for Schools",
    description:
      "Every school in England gets a clear Ofsted report card and published figures on attainment, progress and attendance. A school judged failing at two inspections is handed to a strong multi-academy trust or a turnaround team within 12 months, funded from a national improvement fund. Starts with the next inspection cycle.",
    area: "education-training",
    costEstimate: "£240m",
    costBasis:
      "about 500 schools a year in intervention × roughly £400,000 of improvement support ≈ £200m",
    costing: england(0.2, "education"),
    resourceDemandTags: ["admin-capacity", "teachers"],
    distributionTags: ["young-people", "families", "low-income"],
    pressureModifiers: pm(0.05, 0.05, 0.2, 0, 12),
    popularityScore: 52,
  },

  // ── Jobs & Economy ─────────────────────────────────────────────────────────
  {
    key: "scale-jobs-economy-youth-guarantee",
    title: "Youth Jobs Guarantee Built on Kickstart",
    description:
      "Every 18- to 24-year-old out of work for six months is offered a six-month paid placement of at least 25 hours a week with an employer, charity or council, with the wage paid by the state at the National Minimum Wage and a work coach alongside. Taking up the offer is a condition of continued Universal Credit. Built on the Kickstart scheme's design and running within a year.",
    area: "jobs-economy",
    costEstimate: "£1.2bn",
    costBasis: "about 150,000 placements a year × roughly £8,000 net of benefit savings ≈ £1.2bn",
    costing: gb(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["young-people", "low-income", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.4, 0.2, 0.2, 0.05, 9),
    popularityScore: 67,
  },
  {
    key: "scale-jobs-economy-business-rates",
    title: "Annual Rates Revaluation, No Tax on Upgrades",
    description:
      "Moves business rates to annual revaluation so bills track rents, exempts new plant, machinery, rooftop solar and property improvements for ten years, and widens small business rate relief so premises under £20,000 rateable value pay nothing. Firms get a predictable, rules-based bill that no longer penalises investment. Phased in from the next revaluation.",
    area: "jobs-economy",
    costEstimate: "£1.8bn",
    costBasis:
      "business rates raise about £30bn a year; improvement exemption and wider small-business relief ≈ 5% of the take ≈ £1.5bn",
    costing: england(1.5, "local-government", "tax"),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["small-business", "large-business", "urban"],
    pressureModifiers: pm(0.2, 0.3, 0.1, 0.05, 12),
    popularityScore: 54,
  },
  {
    key: "scale-jobs-economy-competition",
    title: "Stronger, Faster Competition Enforcement",
    description:
      "Gives the Competition and Markets Authority fixed deadlines and more staff to investigate concentrated markets such as vets, infant formula, housebuilding and road fuel. It uses its new Digital Markets, Competition and Consumers Act powers to fine firms up to 10% of global turnover for consumer-law breaches without going to court. Each market study reports within 12 months.",
    area: "jobs-economy",
    costEstimate: "£100m",
    costBasis:
      "roughly doubling the CMA's markets and consumer enforcement capacity ≈ £100m extra a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["universal", "low-income", "small-business"],
    pressureModifiers: pm(0, 0.1, 0.05, 0, 18),
    popularityScore: 64,
  },
  {
    key: "scale-jobs-economy-full-expensing-leasing",
    title: "Full Expensing for Leased Plant and Buildings",
    description:
      "Extends 100% first-year capital allowances to plant and machinery bought for leasing and doubles the Structures and Buildings Allowance to 6% a year, giving the UK one of the most generous tax treatments of investment in the G7. It targets the weak business investment behind Britain's slow productivity growth. Permanent from the next Budget.",
    area: "jobs-economy",
    costEstimate: "£2bn",
    costBasis:
      "leasing extension ≈ £1bn plus doubling the SBA rate ≈ £1bn a year in corporation tax deferred",
    costing: uk("tax"),
    resourceDemandTags: ["private-capital", "construction", "imports"],
    distributionTags: ["large-business", "small-business", "workers"],
    pressureModifiers: pm(0.3, 0.4, 0.3, 0.4, 18),
    popularityScore: 40,
  },
  {
    key: "scale-jobs-economy-payment-by-results",
    title: "Payment-by-Results Employment Programme",
    description:
      "Contracts specialist providers to help long-term unemployed and economically inactive people into work, paying most of the fee only when someone has stayed in a job for six and twelve months. Payments are higher for harder-to-help groups, such as disabled people and ex-offenders, and every provider's results are published quarterly. Contracts are let within a year and run for five.",
    area: "jobs-economy",
    costEstimate: "£600m",
    costBasis:
      "about 300,000 starts a year × roughly £2,000 average outcome fee ≈ £600m (Work and Health Programme unit costs)",
    costing: gb(),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["low-income", "disabled-people", "workers"],
    pressureModifiers: pm(0.2, 0.2, 0.1, 0, 12),
    popularityScore: 55,
  },

  // ── Housing & Land ─────────────────────────────────────────────────────────
  {
    key: "scale-housing-land-housing-first",
    title: "Housing First for Every Rough Sleeper",
    description:
      "Extends the Housing First model, piloted in Greater Manchester, Liverpool City Region and the West Midlands, to every English council with significant rough sleeping: a settled tenancy plus intensive support, with no requirement to be 'tenancy ready' first. About 16,000 places are created within four years, with Scotland and Wales funded through the Barnett formula.",
    area: "housing-land",
    costEstimate: "£240m",
    costBasis:
      "about 16,000 places (Crisis estimate of need in England) × about £12,500 support and tenancy cost a year ≈ £200m in England (the same costing as the other Housing First policy)",
    costing: england(0.2, "housing"),
    resourceDemandTags: ["care-workforce", "public-funds", "admin-capacity"],
    distributionTags: ["low-income", "disabled-people", "urban"],
    pressureModifiers: pm(0.1, 0.1, 0.4, 0, 12),
    popularityScore: 63,
  },
  {
    key: "scale-housing-land-affordable-homes",
    title: "Scale Affordable Homes Grant to 90,000 a Year",
    description:
      "Uses the existing Homes England grant model, which housing associations and councils already know how to deliver, but sets it at a steady 90,000 social and affordable homes a year on a ten-year settlement so builders can plan. At least half are for social rent, and grant rates are published per home so value for money can be compared across providers.",
    area: "housing-land",
    costEstimate: "£3.2bn",
    costBasis:
      "the Social and Affordable Homes Programme (£39bn over 2026-36, in the baseline) funds about 30,000 homes a year; 60,000 more × about £45,000 average mixed-tenure grant (Affordable Homes Programme rates) ≈ £2.7bn a year in England",
    costing: england(2.7, "housing", "capital", {
      relation: "increment",
      baseline:
        "the Social and Affordable Homes Programme, £39bn over 2026-36, already funds about 30,000 homes a year",
    }),
    resourceDemandTags: ["construction", "land", "materials", "skilled-labour"],
    distributionTags: ["renters", "low-income", "families"],
    pressureModifiers: pm(0.7, 0.5, 0.7, 0.2, 36),
    popularityScore: 60,
  },
  {
    key: "scale-housing-land-zoning",
    title: "Rules-Based Zoning With Permission by Right",
    description:
      "Replaces case-by-case planning decisions in designated growth zones with binding local design codes: any scheme that meets the code on height, density and design is granted permission automatically within eight weeks. Councils draw their zones under national rules and are funded to hire 3,000 more planners. Zones in place within three years.",
    area: "housing-land",
    costEstimate: "£350m",
    costBasis:
      "about 3,000 extra planners × roughly £55,000 plus mapping and code-writing ≈ £300m a year",
    costing: england(0.3, "local-government"),
    resourceDemandTags: ["admin-capacity", "land"],
    distributionTags: ["young-people", "renters", "future-generations"],
    pressureModifiers: pm(0.05, 0.3, 0.2, 0, 30),
    popularityScore: 42,
  },
  {
    key: "scale-housing-land-new-towns",
    title: "Twelve New Towns Built by Development Corporations",
    description:
      "Sets up development corporations for twelve new towns close to high-productivity cities, buying land near existing-use value under reformed compulsory purchase rules and using the uplift to pay for rail links, schools and GP surgeries. Each town targets at least 10,000 homes, 40% affordable, with the first residents moving in within five years.",
    area: "housing-land",
    costEstimate: "£3.5bn",
    costBasis:
      "about £3bn a year of upfront land and infrastructure finance, largely recovered through land value capture over 20 years",
    costing: england(3, "housing", "capital", {
      relation: "increment",
      baseline:
        "the government's new towns programme (12 sites, September 2025) is policy, but its public land and infrastructure funding beyond the National Housing Bank is not in the baseline",
    }),
    resourceDemandTags: ["construction", "land", "materials", "private-capital"],
    distributionTags: ["young-people", "families", "future-generations"],
    pressureModifiers: pm(0.6, 0.6, 0.7, 0.2, 48),
    popularityScore: 51,
  },
  {
    key: "scale-housing-land-binding-targets",
    title: "Binding Housing Targets With Consequences",
    description:
      "Gives every English council a binding share of the 1.5 million-home target and publishes delivery quarterly. Where a council falls below 75% of its target, the presumption in favour of sustainable development applies automatically and, after two years, a commissioner takes over plan-making. Councils that beat their target receive £3,000 for every extra home.",
    area: "housing-land",
    costEstimate: "£590m",
    costBasis:
      "£3,000 bonus on about 150,000 homes above baseline ≈ £450m plus monitoring ≈ £500m a year",
    costing: england(0.5, "local-government"),
    resourceDemandTags: ["admin-capacity", "land", "construction"],
    distributionTags: ["young-people", "renters", "future-generations"],
    pressureModifiers: pm(0.1, 0.3, 0.3, 0, 24),
    popularityScore: 45,
  },

  // ── Climate & Environment ─────────────────────────────────────────────────
  {
    key: "scale-climate-environment-warm-homes",
    title: "Street-by-Street Warm Homes Retrofit",
    description:
      "Funds insulation, heat pumps and solar panels for low-income and fuel-poor homes using the area-based model proven by the Local Authority Delivery and Home Upgrade Grant schemes, working street by street so installers can plan at volume. It aims for 300,000 homes a year using TrustMark-certified installers, with every job checked after completion. Runs for ten years.",
    area: "climate-environment",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: the £13.2bn Warm Homes Plan over five years (about £2.6bn a year) is in the baseline (Spending Review 2025), so nothing is added",
    costing: england(0, "energy-efficiency", "capital", {
      relation: "already-policy",
      baseline:
        "the Warm Homes Plan's £13.2bn over 2025-26 to 2029-30 is confirmed in Spending Review 2025",
    }),
    resourceDemandTags: ["construction", "skilled-labour", "materials", "imports"],
    distributionTags: ["low-income", "homeowners", "renters"],
    pressureModifiers: pm(0.5, 0.3, 0.6, 0.3, 12),
    popularityScore: 66,
  },
  {
    key: "scale-climate-environment-carbon-market",
    title: "Wider Carbon Market With a Border Levy",
    description:
      "Extends the UK Emissions Trading Scheme to waste incineration and domestic shipping, under a published price corridor, and introduces the Carbon Border Adjustment Mechanism so imported steel, cement, aluminium and fertiliser pay the same carbon price as UK producers. The UK scheme is linked with the EU's so exporters are not charged twice. Phased in from 2027.",
    area: "climate-environment",
    costEstimate: "£0bn",
    costBasis:
      "cost-neutral: about £50m of administration is outweighed by extra auction and border-levy receipts",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "a UK carbon border adjustment mechanism from January 2027 is already government policy",
    }),
    resourceDemandTags: ["admin-capacity", "energy"],
    distributionTags: ["future-generations", "large-business", "universal"],
    pressureModifiers: pm(0, 0.1, 0.1, 0, 24),
    popularityScore: 46,
  },
  {
    key: "scale-climate-environment-smr-fleet",
    title: "A Fleet of Small Modular Reactors",
    description:
      "Commits to at least six Rolls-Royce small modular reactors at existing nuclear sites, starting at Wylfa on Anglesey, using one standard design approved once by the Office for Nuclear Regulation and then repeated. Public equity through Great British Energy – Nuclear crowds in private capital under the Regulated Asset Base model. First power in the mid-2030s.",
    area: "climate-environment",
    costEstimate: "£1.9bn",
    costBasis:
      "about £2.5bn a year of public equity in a multi-unit small-reactor fleet, less the Spending Review 2025's £2.5bn to 2029-30 already in the baseline (about £0.6bn a year) ≈ £1.9bn a year",
    costing: uk("capital", {
      relation: "increment",
      baseline:
        "Spending Review 2025 funds £2.5bn for small modular reactors to 2029-30 (about £0.6bn a year)",
    }),
    resourceDemandTags: ["construction", "skilled-labour", "materials", "private-capital"],
    distributionTags: ["future-generations", "workers", "coastal-and-left-behind-towns"],
    pressureModifiers: pm(0.6, 0.7, 0.8, 0.3, 60),
    popularityScore: 52,
  },
  {
    key: "scale-climate-environment-grid-queue",
    title: "First-Ready, First-Connected Grid Queue",
    description:
      "Enforces 'first ready, first connected' across the electricity grid queue, clearing speculative projects so shovel-ready wind, solar, batteries and factories connect years sooner. Funds NESO, Ofgem and councils to clear consents for new transmission lines, with households near new pylons getting a bill discount. Queue reform within a year, faster consents within two.",
    area: "climate-environment",
    costEstimate: "£200m",
    costBasis:
      "extra staff at NESO, Ofgem and planning authorities ≈ £100m plus a share of community bill discounts ≈ £200m a year",
    costing: gb(),
    resourceDemandTags: ["admin-capacity", "energy"],
    distributionTags: ["large-business", "future-generations", "rural"],
    pressureModifiers: pm(0.05, 0.4, 0.3, 0.1, 18),
    popularityScore: 48,
  },
  {
    key: "scale-climate-environment-water-accountability",
    title: "Sewage Fines, Bonus Bans and Liable Directors",
    description:
      "Requires real-time monitoring of every storm overflow, bans bonuses at water companies that breach pollution rules, and makes named directors personally liable for serious breaches. Ofwat and the Environment Agency can impose automatic fines, with the money ring-fenced for river and coastal clean-up. Live within a year.",
    area: "climate-environment",
    costEstimate: "£140m",
    costBasis:
      "about 1,500 extra Environment Agency inspectors and monitoring staff × about £80,000 all-in (the same unit cost as the other river-enforcement costing) ≈ £120m a year in England",
    costing: england(0.12, "environment", "resource", {
      relation: "increment",
      baseline:
        "the Water (Special Measures) Act 2025 already bans bonuses for failing water bosses and widens directors' liability",
    }),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: [
      "communities",
      "rural",
      "coastal-and-left-behind-towns",
      "future-generations",
    ],
    pressureModifiers: pm(0, 0, 0.1, 0.05, 12),
    popularityScore: 80,
  },

  // ── Transport & Travel ─────────────────────────────────────────────────────
  {
    key: "scale-transport-travel-bus-franchising",
    title: "Bee Network-Style Bus Franchising Everywhere",
    description:
      "Funds every mayoral combined authority and willing county to copy Greater Manchester's franchised Bee Network: one brand, one timetable, capped fares and contactless tap-in across bus and tram. Councils set routes and standards while private operators bid for route contracts. Rolled out over five years, with a £2 single-fare cap and more evening and rural services.",
    area: "transport-travel",
    costEstimate: "£1.2bn",
    costBasis:
      "Greater Manchester's ~£135m franchising outlay × ten areas over five years ≈ £270m a year, plus ~£700m for the £2 cap and extra mileage ≈ £1bn",
    costing: england(1, "local-transport", "resource", {
      relation: "increment",
      baseline:
        "the Bus Services Act 2025 gives franchising powers and the £3 fare cap is funded to March 2027",
    }),
    resourceDemandTags: ["transport-capacity", "skilled-labour", "admin-capacity"],
    distributionTags: ["urban", "low-income", "young-people", "older-people"],
    pressureModifiers: pm(0.3, 0.2, 0.4, 0.2, 24),
    popularityScore: 70,
  },
  {
    key: "scale-transport-travel-road-pricing",
    title: "Pay-Per-Mile Road Charging to Replace Fuel Duty",
    description:
      "Introduces a per-mile charge for electric cars from 2028, set by a published formula, then gradually moves all vehicles from fuel duty (about £25bn a year and falling) to distance-based charging, with lower rates on rural roads and off-peak. Mileage is read at the MOT, with optional telematics for time-of-day discounts. Designed to be revenue-neutral as the fleet electrifies.",
    area: "transport-travel",
    costEstimate: "£400m",
    costBasis:
      "about £400m a year for collection systems and DVLA and HMRC administration; charges replace, not add to, fuel duty",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: ["future-generations", "rural", "universal"],
    pressureModifiers: pm(0, 0.1, 0.1, 0.1, 36),
    popularityScore: 28,
  },
  {
    key: "scale-transport-travel-northern-powerhouse-rail",
    title: "Northern Powerhouse Rail, Liverpool to Leeds",
    description:
      "Builds a new and upgraded fast line linking Liverpool, Manchester, Bradford and Leeds, cutting Manchester to Leeds to about 30 minutes and joining the North's labour markets into one. It is delivered by a single arm's-length company with fixed scope and standard designs, with construction starting within four years.",
    area: "transport-travel",
    costEstimate: "£4.5bn",
    costBasis: "a scheme of roughly £45bn spread over about 12 years of construction ≈ £4bn a year",
    costing: england(4, "rail", "capital"),
    resourceDemandTags: ["construction", "materials", "skilled-labour", "land"],
    distributionTags: ["workers", "urban", "future-generations"],
    pressureModifiers: pm(0.7, 0.6, 0.8, 0.2, 60),
    popularityScore: 58,
  },
  {
    key: "scale-transport-travel-pothole-performance",
    title: "Pothole Fund Tied to Road Condition Ratings",
    description:
      "Gives English highway authorities a five-year road maintenance settlement of £1.6bn a year, with a quarter held back unless councils publish road-condition data and show improvement under a red-amber-green rating. Councils must favour long-life resurfacing over patching. Settlements start next financial year.",
    area: "transport-travel",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: the £1.6bn 2025-26 local roads maintenance settlement for England, with funding tied to published road condition, is in the baseline, so nothing is added",
    costing: england(0, "local-transport", "capital", {
      relation: "already-policy",
      baseline:
        "the £1.6bn local roads maintenance settlement for 2025-26, with part held back until councils publish road condition, is in the baseline",
    }),
    resourceDemandTags: ["construction", "materials", "public-funds"],
    distributionTags: ["universal", "rural", "communities"],
    pressureModifiers: pm(0.4, 0.2, 0.4, 0.1, 6),
    popularityScore: 74,
  },

  // ── Crime & Justice ────────────────────────────────────────────────────────
  {
    key: "scale-crime-justice-hotspot-policing",
    title: "Hot-Spot Patrols in Every Police Force",
    description:
      "Funds all 43 forces in England and Wales to run visible patrols in the small number of streets where most violence and antisocial behaviour happen, using the short random-patrol model tested in trials and the Home Office's Grip and Hotspot Action programmes. Forces must evaluate and publish their results each year.",
    area: "crime-justice",
    costEstimate: "£200m",
    costBasis:
      "patrols in every force at about £250m a year, less the Hotspot Action Fund's £66m already in the baseline ≈ £180m a year in England and Wales",
    costing: englandWales(0.18, "policing", "resource", {
      relation: "increment",
      baseline: "the Hotspot Action Fund (about £66m a year) is already funded",
    }),
    resourceDemandTags: ["skilled-labour", "admin-capacity", "public-funds"],
    distributionTags: ["communities", "urban", "low-income"],
    pressureModifiers: pm(0.1, 0.05, 0.3, 0, 6),
    popularityScore: 69,
  },
  {
    key: "scale-crime-justice-fraud-liability",
    title: "Make Tech Platforms Share Fraud Refunds",
    description:
      "Extends the mandatory reimbursement rule for authorised push payment fraud so that the social media, online marketplace and telecoms firms where scams start pay half of each victim's refund, giving them a financial reason to remove fraudulent ads and accounts. Enforced by the FCA and Ofcom within 18 months.",
    area: "crime-justice",
    costEstimate: "£50m",
    costBasis:
      "regulatory set-up and enforcement ≈ £50m a year; refunds are paid by firms, not the taxpayer",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: ["universal", "older-people", "low-income"],
    pressureModifiers: pm(0, 0, 0.05, 0, 18),
    popularityScore: 72,
  },
  {
    key: "scale-crime-justice-court-backlog",
    title: "Unlimited Crown Court Sitting Days",
    description:
      "Removes the cap on Crown Court sitting days, keeps Nightingale courtrooms open and replaces paper processes with one digital case file shared by police, the CPS, defence lawyers and courts. The aim is to halve the Crown Court backlog of nearly 80,000 cases within three years so victims and defendants are not left waiting.",
    area: "crime-justice",
    costEstimate: "£610m",
    costBasis:
      "about 20,000 extra sitting days × about £12,000 (judges, staff, legal aid) ≈ £240m plus about £300m for a digital case system ≈ £540m a year in England and Wales (the same unit cost as the other court-backlog costing)",
    costing: englandWales(0.54, "justice", "resource", {
      relation: "increment",
      baseline: "the baseline funds about 110,000 Crown Court sitting days a year (2025-26)",
    }),
    resourceDemandTags: ["skilled-labour", "digital-infrastructure", "admin-capacity"],
    distributionTags: ["universal", "communities"],
    pressureModifiers: pm(0.2, 0.3, 0.5, 0.1, 12),
    popularityScore: 62,
  },
  {
    key: "scale-crime-justice-neighbourhood-officers",
    title: "Named Neighbourhood Officers With Response Targets",
    description:
      "Guarantees every neighbourhood in England and Wales a named, contactable police officer, adds 13,000 neighbourhood officers and PCSOs, and sets national targets for answering 999 calls and attending emergencies, published force by force. Chief constables who miss targets face an inspectorate review. Recruited over four years.",
    area: "crime-justice",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: 13,000 officers and PCSOs × about £60,000 all-in ≈ £0.8bn a year, funded in the baseline police settlements, so nothing is added (the same costing as the other neighbourhood-policing policy)",
    costing: englandWales(0, "policing", "resource", {
      relation: "already-policy",
      baseline:
        "the Neighbourhood Policing Guarantee (13,000 more neighbourhood officers and PCSOs this parliament, launched April 2025) is funded in the police settlements; gross cost about £0.8bn a year",
    }),
    resourceDemandTags: ["skilled-labour", "public-funds"],
    distributionTags: ["communities", "rural", "older-people"],
    pressureModifiers: pm(0.2, 0.05, 0.4, 0, 24),
    popularityScore: 76,
  },
  {
    key: "scale-crime-justice-swift-sanctions",
    title: "Swift, Certain Sanctions for Repeat Offenders",
    description:
      "Community sentences start within a week of sentencing, with electronic tags, curfews and unpaid work, and any breach brings a short, immediate sanction rather than months of delay. Probation caseloads are cut by hiring 2,000 more probation officers so offenders are actually supervised. Phased in over two years.",
    area: "crime-justice",
    costEstimate: "£340m",
    costBasis:
      "about 2,000 probation officers × ~£50,000 ≈ £100m plus ~£200m for more electronic monitoring ≈ £300m a year",
    costing: englandWales(0.3, "justice"),
    resourceDemandTags: ["skilled-labour", "digital-infrastructure", "admin-capacity"],
    distributionTags: ["communities", "urban"],
    pressureModifiers: pm(0.1, 0.1, 0.4, 0.1, 12),
    popularityScore: 60,
  },

  // ── Defence & Foreign Affairs ─────────────────────────────────────────────
  {
    key: "scale-defence-foreign-off-the-shelf",
    title: "Buy Proven Kit Off the Shelf",
    description:
      "Makes buying equipment already in service with NATO allies the default for the armed forces, with bespoke UK designs only where a minister certifies a sovereign security need. Orders are placed in larger, multi-year batches to cut unit costs, and a public dashboard reports time and cost against every major project. Applies to new contracts from next year.",
    area: "defence-foreign",
    costEstimate: "£500m",
    costBasis:
      "net £500m a year: upfront multi-year batch orders, later offset by lower unit costs than bespoke programmes (NAO Equipment Plan reviews)",
    costing: uk("capital"),
    resourceDemandTags: ["imports", "public-funds", "admin-capacity"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0.2, 0.2, 0.3, 0.7, 18),
    popularityScore: 55,
  },
  {
    key: "scale-defence-foreign-export-finance",
    title: "Double UK Export Finance for Smaller Firms",
    description:
      "Doubles UK Export Finance's lending and guarantee capacity for small and medium-sized exporters and cuts approval times to 30 days by letting high-street banks lend under delegated authority. Each first-time exporter is paired with a trade adviser in priority markets such as the CPTPP countries and the Gulf. Live within a year.",
    area: "defence-foreign",
    costEstimate: "£300m",
    costBasis:
      "expected-loss provisioning of ~5% on about £5bn extra SME support ≈ £250m plus advisers ≈ £300m a year",
    costing: uk("financial-transaction", { grossOutlayBn: 5 }),
    resourceDemandTags: ["private-capital", "admin-capacity"],
    distributionTags: ["small-business", "workers"],
    pressureModifiers: pm(0.1, 0.2, 0.1, 0.1, 12),
    popularityScore: 50,
  },
  {
    key: "scale-defence-foreign-munitions",
    title: "Always-On Munitions and Drone Production",
    description:
      "Signs ten-year 'always-on' contracts for artillery shells, air-defence missiles and drones so UK factories can invest in production lines instead of waiting for one-off orders, backing at least six new munitions factories as set out in the 2025 Strategic Defence Review. Surge capacity is written into every contract.",
    area: "defence-foreign",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: the Strategic Defence Review (June 2025) funds £1.5bn for new munitions factories and always-on orders within the 2.5% of GDP defence budget, so nothing is added",
    costing: uk("capital", {
      relation: "already-policy",
      baseline:
        "the Strategic Defence Review's £1.5bn for munitions factories and always-on production is funded within defence at 2.5% of GDP from 2027",
    }),
    resourceDemandTags: ["construction", "skilled-labour", "materials", "energy"],
    distributionTags: ["workers", "coastal-and-left-behind-towns", "future-generations"],
    pressureModifiers: pm(0.4, 0.5, 0.7, 0.3, 36),
    popularityScore: 57,
  },
  {
    key: "scale-defence-foreign-three-percent",
    title: "Defence Spending at 3% of GDP by 2030",
    description:
      "Raises defence spending from about 2.6% to 3% of GDP by 2030 (NATO basis, the intelligence agencies included), prioritising air defence, munitions stocks, AUKUS submarines and Army readiness. Each year's increase is tied to a published capability plan, and new money goes first to programmes already on time and budget.",
    area: "defence-foreign",
    costEstimate: "£12bn",
    costBasis:
      "3% against the baseline's 2.6% of GDP, both on the NATO basis (the baseline's 2.5% core budget plus the intelligence agencies): 0.4% × nominal GDP of about £3.0tn (OBR, 2025-26, the one GDP figure every costing uses) ≈ £12bn a year",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "the baseline has defence at 2.5% of GDP from April 2027 (2.6% with the intelligence agencies; announced 25 February 2025)",
    }),
    resourceDemandTags: ["public-funds", "skilled-labour", "materials", "imports"],
    distributionTags: ["future-generations", "universal", "workers"],
    pressureModifiers: pm(0.5, 0.4, 0.6, 0.4, 36),
    popularityScore: 50,
  },
  {
    key: "scale-defence-foreign-results-aid",
    title: "Results-Based Aid With Published Scorecards",
    description:
      "Keeps aid at 0.3% of national income but pays a rising share, reaching half by 2030, only for independently verified results such as children vaccinated through Gavi, girls completing school or malaria cases averted. Every programme gets a public scorecard from the Independent Commission for Aid Impact, and the worst-performing tenth are closed each year.",
    area: "defence-foreign",
    costEstimate: "£0bn",
    costBasis:
      "cost-neutral: reallocates within the existing aid budget of about £9bn a year at 0.3% of GNI",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0, 0, 0.05, 0.6, 12),
    popularityScore: 47,
  },

  // ── Welfare & Pensions ─────────────────────────────────────────────────────
  {
    key: "scale-welfare-pensions-ips",
    title: "Individual Placement and Support for All",
    description:
      "Makes Individual Placement and Support, the employment model with the strongest trial evidence for people with severe mental illness, available through every NHS mental health trust, drug and alcohol service and many GP practices, for around 150,000 people a year. Employment specialists sit inside clinical teams and help people into real paid jobs rather than training courses.",
    area: "welfare-pensions",
    costEstimate: "£450m",
    costBasis: "about 150,000 people a year × roughly £3,000 per IPS place ≈ £450m",
    costing: gb(),
    resourceDemandTags: ["clinical-workforce", "skilled-labour", "public-funds"],
    distributionTags: ["disabled-people", "low-income", "workers"],
    pressureModifiers: pm(0.1, 0.2, 0.3, 0, 12),
    popularityScore: 61,
  },
  {
    key: "scale-welfare-pensions-auto-enrolment",
    title: "Auto-Enrolment From Age 18 and the First Pound",
    description:
      "Uses the Pensions (Extension of Automatic Enrolment) Act 2023 to bring 18- to 21-year-olds into workplace pensions and remove the lower earnings limit, so contributions start from the first pound earned. Small deferred pots are consolidated automatically into an authorised default provider, and savers see every pot on the pensions dashboard. Phased in over three years.",
    area: "welfare-pensions",
    costEstimate: "£900m",
    costBasis:
      "about £3bn a year of extra contributions (DWP 2017 review) × about 30% average income tax and NI relief ≈ £900m a year (the same costing as the other auto-enrolment policy)",
    costing: gb("tax"),
    resourceDemandTags: ["admin-capacity", "private-capital"],
    distributionTags: ["young-people", "workers", "low-income"],
    pressureModifiers: pm(0, 0, 0.05, 0, 24),
    popularityScore: 56,
  },
  {
    key: "scale-welfare-pensions-megafunds",
    title: "Pension Megafunds Investing in British Growth",
    description:
      "Consolidates the Local Government Pension Scheme's 86 funds into six large pools and requires workplace pension default funds to hold at least £25bn by 2030, so they can invest in infrastructure, housing and growing UK firms as Canadian and Australian funds do. Trustees must publish net returns against a common benchmark so savers can judge value.",
    area: "welfare-pensions",
    costEstimate: "£50m",
    costBasis: "regulatory and transition costs ≈ £50m a year; the investment itself is private",
    costing: uk(),
    resourceDemandTags: ["private-capital", "admin-capacity"],
    distributionTags: ["workers", "future-generations", "middle-income"],
    pressureModifiers: pm(0.05, 0.2, 0.1, 0.1, 36),
    popularityScore: 44,
  },
  {
    key: "scale-welfare-pensions-taper",
    title: "Make Work Pay: 45% Taper, Firm Work Search",
    description:
      "Cuts the Universal Credit taper from 55% to 45% so people keep more of every extra pound they earn, while everyone able to work is expected to search for a job or more hours, with a named work coach and clear, consistent sanctions for refusing reasonable offers. Phased in over two years.",
    area: "welfare-pensions",
    costEstimate: "£3bn",
    costBasis:
      "the 2021 cut from 63% to 55% cost about £1.9bn a year (HM Treasury); a further 10 points on a larger caseload ≈ £3bn",
    costing: gb(),
    resourceDemandTags: ["public-funds", "admin-capacity"],
    distributionTags: ["low-income", "workers", "families"],
    pressureModifiers: pm(0.5, 0.2, 0.1, 0.1, 6),
    popularityScore: 58,
  },
  {
    key: "scale-welfare-pensions-earnings-link",
    title: "Replace the Triple Lock With an Earnings Link",
    description:
      "Uprates the State Pension each year in line with average earnings growth over the last three years, a smoothed earnings link that keeps pensions rising with working incomes but ends the ratchet of taking whichever of earnings, prices or 2.5% is highest each year. The State Pension age is linked to life expectancy under a rule set by an independent review. Pensions already in payment keep every pound they have gained.",
    area: "welfare-pensions",
    costEstimate: "-£3bn",
    costBasis:
      "a saving: the OBR (Fiscal risks and sustainability, July 2025) puts the triple lock's cost at £15.5bn a year by 2029-30 above uprating by earnings, built up over 19 upratings (about £0.8bn each); linking to smoothed earnings from April 2026 avoids four more such ratchets ≈ £3bn a year saved by 2029-30 (close to nothing in a year when earnings outpace prices and 2.5%)",
    costing: gb(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "young-people", "workers"],
    pressureModifiers: pm(0, 0, 0, 0, 12),
    popularityScore: 22,
  },

  // ── Culture & Media ────────────────────────────────────────────────────────
  {
    key: "scale-culture-media-live-music-relief",
    title: "Extend Creative Tax Reliefs to Grassroots Music",
    description:
      "Extends the model of the theatre, orchestra and museum tax reliefs, which helped venues survive recent crises, to grassroots music venues and touring productions. It backs the industry's £1 arena-ticket levy for small venues with a statutory fallback if it is not paid. Available from the next tax year across the UK.",
    area: "culture-media",
    costEstimate: "£150m",
    costBasis:
      "a 40% relief on production and touring costs across about 800 grassroots venues and tours ≈ £150m a year",
    costing: uk("tax"),
    resourceDemandTags: ["public-funds", "skilled-labour"],
    distributionTags: ["small-business", "young-people", "communities"],
    pressureModifiers: pm(0.1, 0.1, 0.1, 0, 12),
    popularityScore: 60,
  },
  {
    key: "scale-culture-media-bbc-subscription",
    title: "BBC Subscription With a Free Public Core",
    description:
      "Replaces the licence fee with an optional BBC subscription for entertainment and drama from 2028, when the current Charter ends, while a public-service core of news, local radio and the World Service stays free and is funded from general taxation. Ofcom sets clear rules on impartiality and on what the core must provide.",
    area: "culture-media",
    costEstimate: "£1bn",
    costBasis:
      "BBC news, local radio and World Service ≈ £1bn a year from taxation; the rest of the ~£3.8bn licence fee is replaced by subscriptions",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "admin-capacity"],
    distributionTags: ["low-income", "older-people", "universal"],
    pressureModifiers: pm(0, 0, 0.1, 0, 36),
    popularityScore: 39,
  },
  {
    key: "scale-culture-media-screen-games",
    title: "Screen and Games Growth Fund",
    description:
      "Raises the Video Games Expenditure Credit for studios with turnover under £2m, helps fund four new sound-stage clusters near Manchester, Cardiff, Glasgow and Belfast through the British Business Bank, and creates a £100m co-investment fund for UK games and screen scale-ups. The aim is to double creative exports within a decade.",
    area: "culture-media",
    costEstimate: "£250m",
    costBasis:
      "£100m co-investment fund + ~£100m higher small-studio credit + ~£50m studio finance costs ≈ £250m a year",
    costing: uk(),
    resourceDemandTags: ["private-capital", "construction", "skilled-labour"],
    distributionTags: ["young-people", "workers", "small-business"],
    pressureModifiers: pm(0.2, 0.3, 0.3, 0.1, 24),
    popularityScore: 48,
  },
  {
    key: "scale-culture-media-arts-outcomes",
    title: "Outcome Agreements for Arts Council Funding",
    description:
      "Gives every Arts Council England National Portfolio Organisation a three-year funding agreement with published targets for audiences outside London, young people reached and earned income, with 10% of each grant held back for those that hit them. Creative Scotland and the Arts Councils of Wales and Northern Ireland are invited to adopt the same scorecard, and results are reported annually.",
    area: "culture-media",
    costEstimate: "£24m",
    costBasis:
      "monitoring and data systems ≈ £20m a year; grants are reallocated within the ~£450m National Portfolio",
    costing: england(0.02, "culture"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["communities", "coastal-and-left-behind-towns", "young-people"],
    pressureModifiers: pm(0, 0, 0, 0, 12),
    popularityScore: 45,
  },

  // ── Tech & Innovation ─────────────────────────────────────────────────────
  {
    key: "scale-tech-innovation-ai-public-services",
    title: "Roll Out Proven AI Tools Across Public Services",
    description:
      "Takes AI tools that have passed evaluated pilots, such as note-taking for social workers and GPs, consultation analysis and case triage, and buys them once, centrally, for every council, NHS trust and Jobcentre. The government's AI and digital teams own the standards, security and evaluation, and the staff time saved is measured and reported. Rolled out over three years.",
    area: "tech-innovation",
    costEstimate: "£400m",
    costBasis:
      "licences for about 2m public-sector users × ~£150 ≈ £300m plus ~£100m integration ≈ £400m a year",
    costing: uk(),
    resourceDemandTags: ["digital-infrastructure", "imports", "admin-capacity"],
    distributionTags: ["universal", "workers"],
    pressureModifiers: pm(0.1, 0.3, 0.3, 0.6, 12),
    popularityScore: 53,
  },
  {
    key: "scale-tech-innovation-project-gigabit",
    title: "Finish Project Gigabit and Standalone 5G by 2030",
    description:
      "Completes gigabit broadband for the last, mostly rural, premises through regional Project Gigabit contracts with published build milestones, and ties mobile spectrum licence terms to standalone 5G coverage in every populated area by 2030. Operators that miss milestones face financial penalties.",
    area: "tech-innovation",
    costEstimate: "£0bn",
    costBasis:
      "already government policy: the £5bn Project Gigabit commitment is in the baseline; standalone 5G coverage relies on the operators' licence obligations, so nothing is added",
    costing: uk("capital", {
      relation: "already-policy",
      baseline: "Project Gigabit's £5bn is in the baseline (Spending Review 2025)",
    }),
    resourceDemandTags: ["construction", "digital-infrastructure", "skilled-labour"],
    distributionTags: ["rural", "small-business", "communities"],
    pressureModifiers: pm(0.3, 0.4, 0.5, 0.3, 24),
    popularityScore: 64,
  },
  {
    key: "scale-tech-innovation-sandboxes",
    title: "Regulatory Sandboxes and Sector AI Rules",
    description:
      "Gives the Regulatory Innovation Office statutory powers to run time-limited sandboxes with the FCA, CAA, MHRA and Ofgem, so firms can test drones, AI diagnostics and new energy tariffs under supervision. It also publishes one clear, sector-by-sector AI rulebook, with statutory deadlines for regulators' decisions.",
    area: "tech-innovation",
    costEstimate: "£100m",
    costBasis: "extra specialist staff across the regulators involved ≈ £100m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["small-business", "large-business", "workers"],
    pressureModifiers: pm(0, 0.2, 0.1, 0, 18),
    popularityScore: 41,
  },
  {
    key: "scale-tech-innovation-ai-growth-zones",
    title: "AI Growth Zones With Fast-Track Power",
    description:
      "Designates AI Growth Zones on former industrial sites with spare grid capacity, offering fast-track planning, priority grid connections and discounted electricity to data centres that co-fund local skills programmes. Public AI compute for universities and start-ups is expanded alongside. The first zones are operating within three years.",
    area: "tech-innovation",
    costEstimate: "£1bn",
    costBasis:
      "about £2bn for public compute spread over four years ≈ £500m plus ~£500m of electricity discounts ≈ £1bn a year",
    costing: uk("capital", {
      relation: "increment",
      baseline:
        "AI Growth Zones are designated under the AI Opportunities Action Plan (January 2025); the compute and power discounts here are extra",
    }),
    resourceDemandTags: ["energy", "digital-infrastructure", "imports", "private-capital"],
    distributionTags: ["workers", "coastal-and-left-behind-towns", "large-business"],
    pressureModifiers: pm(0.4, 0.3, 0.6, 0.7, 36),
    popularityScore: 43,
  },
  {
    key: "scale-tech-innovation-one-login",
    title: "One Login and Digital Wallet for All Services",
    description:
      "Moves every central government service onto GOV.UK One Login and the GOV.UK Wallet, so people prove who they are once and can track applications, payments and decisions in one place. Each service publishes live performance against response-time targets, with assisted-digital help at libraries and Post Offices for those offline.",
    area: "tech-innovation",
    costEstimate: "£300m",
    costBasis:
      "migration of several hundred services plus assisted-digital support ≈ £300m a year for three years",
    costing: uk("resource", {
      relation: "increment",
      baseline:
        "GOV.UK One Login's running costs are in the baseline; the faster migration is extra",
    }),
    resourceDemandTags: ["digital-infrastructure", "admin-capacity"],
    distributionTags: ["universal", "workers", "disabled-people"],
    pressureModifiers: pm(0.05, 0.2, 0.3, 0.2, 24),
    popularityScore: 46,
  },

  // ── Farming & Food ─────────────────────────────────────────────────────────
  {
    key: "scale-farming-food-healthy-start",
    title: "Auto-Enrolled, Higher-Value Healthy Start",
    description:
      "Automatically enrols every eligible family on Universal Credit into Healthy Start using DWP data, instead of relying on paper or online applications, and raises the card's value from £4.25 to £5 a week for fruit, vegetables, milk and infant formula. Take-up, currently around two-thirds, should rise towards full coverage within a year.",
    area: "farming-food",
    costEstimate: "£150m",
    costBasis: "about 550,000 eligible children and pregnancies × £5 × 52 weeks ≈ £145m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "public-funds"],
    distributionTags: ["low-income", "families", "young-people"],
    pressureModifiers: pm(0.2, 0, 0.05, 0.3, 9),
    popularityScore: 71,
  },
  {
    key: "scale-farming-food-nature-markets",
    title: "Regulated Nature Markets for Farmers",
    description:
      "Creates BSI-backed standards and a public register for carbon, nutrient and biodiversity credits, so farmers can sell verified improvements such as new woodland, restored peat and cleaner rivers to developers and companies. Natural England audits a sample of credits every year, and the credits can be stacked on top of Sustainable Farming Incentive payments.",
    area: "farming-food",
    costEstimate: "£120m",
    costBasis:
      "register, standards and Natural England audit staff ≈ £100m a year; credit purchases are private",
    costing: england(0.1, "environment"),
    resourceDemandTags: ["land", "admin-capacity", "private-capital"],
    distributionTags: ["rural", "future-generations", "small-business"],
    pressureModifiers: pm(0.05, 0.1, 0.1, 0, 24),
    popularityScore: 50,
  },
  {
    key: "scale-farming-food-agritech",
    title: "Precision Breeding and Agri-Tech Adoption Grants",
    description:
      "Uses the Genetic Technology (Precision Breeding) Act 2023 to approve gene-edited crops that need less fertiliser and resist disease, and offers 40% capital grants to farms adopting proven robotics, precision spraying and controlled-environment growing. Research funding through the Farming Innovation Programme is doubled. Grants open within a year.",
    area: "farming-food",
    costEstimate: "£350m",
    costBasis:
      "about 10,000 farms a year × ~£25,000 grant ≈ £250m plus ~£50m extra research ≈ £300m",
    costing: england(0.3, "environment", "capital"),
    resourceDemandTags: ["imports", "private-capital", "skilled-labour"],
    distributionTags: ["rural", "small-business", "future-generations"],
    pressureModifiers: pm(0.2, 0.3, 0.2, 0.5, 24),
    popularityScore: 45,
  },
  {
    key: "scale-farming-food-healthy-sales",
    title: "Mandatory Healthy Food Sales Reporting",
    description:
      "Requires food retailers and manufacturers with more than 250 staff to publish how healthy their sales are, using the government's nutrient profiling model, and to meet a rising healthy-sales standard monitored by the Food Standards Agency, with fines for those who fall short. Reporting starts in year one and targets bite from year three.",
    area: "farming-food",
    costEstimate: "£20m",
    costBasis:
      "Food Standards Agency monitoring and enforcement ≈ £20m a year; compliance costs fall on firms",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["families", "low-income", "future-generations"],
    pressureModifiers: pm(0, 0, 0, 0, 24),
    popularityScore: 62,
  },

  // ── How Laws Are Made ─────────────────────────────────────────────────────
  {
    key: "scale-laws-governance-evaluation",
    title: "Mandatory Evaluation of Every Major Programme",
    description:
      "Requires every government programme worth more than £50m to publish an evaluation plan before it starts, using randomised trials where possible, and lets the Evaluation Task Force block spending that has none. The What Works Centres get permanent funding and a duty to say publicly which programmes should scale up and which should stop.",
    area: "laws-governance",
    costEstimate: "£100m",
    costBasis: "about 0.1% of a roughly £100bn portfolio of major programmes ≈ £100m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "skilled-labour"],
    distributionTags: ["universal", "future-generations"],
    pressureModifiers: pm(0, 0, 0.05, 0, 12),
    popularityScore: 58,
  },
  {
    key: "scale-laws-governance-regulatory-budget",
    title: "A Regulatory Budget Checked Independently",
    description:
      "Caps the net cost to business of new regulation in each parliament, requires every new rule to carry an impact assessment verified by the independent Regulatory Policy Committee, and builds in an automatic review or sunset after five years. Regulators report to Parliament every year on how fast they make decisions.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis:
      "about 250 extra staff for the Regulatory Policy Committee and departmental review teams × about £100,000 all-in plus systems ≈ £30m a year (the same costing as the other regulatory-budget policy)",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["small-business", "large-business", "universal"],
    pressureModifiers: pm(0, 0.1, 0, 0, 18),
    popularityScore: 40,
  },
  {
    key: "scale-laws-governance-infrastructure-consents",
    title: "Fast-Track Consents and Challenges for Infrastructure",
    description:
      "Cuts the routes for challenging nationally significant infrastructure projects in court, so hopeless cases are stopped at the first stage, sets statutory deadlines for every consent decision, and replaces many case-by-case statutory consultee responses with published standard rules. Applies to energy, transport, water and reservoirs from Royal Assent.",
    area: "laws-governance",
    costEstimate: "£56m",
    costBasis: "extra Planning Inspectorate and court capacity ≈ £50m a year",
    costing: englandWales(0.05, "justice"),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "workers", "universal"],
    pressureModifiers: pm(0, 0.3, 0.05, 0, 12),
    popularityScore: 44,
  },
  {
    key: "scale-laws-governance-delivery-unit",
    title: "Delivery Unit With Public Targets",
    description:
      "Sets up a small delivery unit at No 10 tracking about 20 outcome targets, such as waiting times, housing starts, school attendance and rape charge rates, with monthly stocktakes, a public dashboard and a named minister and permanent secretary answerable for each. Programmes that fall off track are escalated within a quarter.",
    area: "laws-governance",
    costEstimate: "£30m",
    costBasis:
      "about 100 staff × ~£100,000 all-in ≈ £10m plus ~£20m data and dashboard systems ≈ £30m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity", "digital-infrastructure"],
    distributionTags: ["universal"],
    pressureModifiers: pm(0, 0, 0, 0, 6),
    popularityScore: 55,
  },
  {
    key: "scale-laws-governance-fiscal-rules",
    title: "Statutory Fiscal Rules and OBR Manifesto Costing",
    description:
      "Writes into law a rule that day-to-day spending is balanced by the fifth year of the forecast and that debt falls as a share of GDP, with the OBR scoring every Budget measure and, on request, every party's manifesto before a general election. A breach triggers a statement to Parliament and a correction plan within three months.",
    area: "laws-governance",
    costEstimate: "£20m",
    costBasis: "extra OBR staff for manifesto costings and expanded scrutiny ≈ £20m a year",
    costing: uk(),
    resourceDemandTags: ["admin-capacity"],
    distributionTags: ["future-generations", "universal"],
    pressureModifiers: pm(0, 0, 0, 0, 6),
    popularityScore: 47,
  },
]);

export const scaleCatalogue: CatalogueSection = {
  narratives: [
    {
      key: "scale-proven-programmes",
      title: "Proven Programmes at Scale",
      description:
        "Britain is full of pilots that worked and then quietly stopped, so a good service depends on which postcode you live in. This story says change happens when government finds what demonstrably works, such as a tutoring model, a virtual ward or Housing First, tests it properly and then rolls it out everywhere to the same standard. What Works Centres and the Evaluation Task Force decide what scales, and programmes that cannot show results are wound down. Each person gets a service that has already been shown to change lives like theirs.",
      quadrant: "scale",
      popularityScore: 57,
      policies: {
        "health-care": [
          "scale-health-care-hospital-at-home",
          "scale-health-care-diabetes-prevention",
        ],
        "education-training": [
          "scale-education-training-tutoring",
          "scale-education-training-attendance-mentors",
        ],
        "jobs-economy": ["scale-jobs-economy-youth-guarantee"],
        "housing-land": ["scale-housing-land-housing-first", "scale-housing-land-affordable-homes"],
        "climate-environment": ["scale-climate-environment-warm-homes"],
        "transport-travel": ["scale-transport-travel-bus-franchising"],
        "crime-justice": ["scale-crime-justice-hotspot-policing"],
        "defence-foreign": ["scale-defence-foreign-off-the-shelf"],
        "welfare-pensions": ["scale-welfare-pensions-ips"],
        "culture-media": ["scale-culture-media-live-music-relief"],
        "tech-innovation": [
          "scale-tech-innovation-ai-public-services",
          "scale-tech-innovation-project-gigabit",
        ],
        "farming-food": ["scale-farming-food-healthy-start"],
        "laws-governance": ["scale-laws-governance-evaluation"],
      },
    },
    {
      key: "scale-clear-rules-markets",
      title: "Markets With Clear Rules",
      description:
        "Choice and competition, properly refereed, improve services faster than any central plan. Government's job is to set clear, stable rules through regulators such as the CMA, Ofgem, Ofwat and the FCA, to price things like carbon and road use honestly, and then let providers compete to serve people better. Patients choose where they are treated, adults carry their own skills budget and savers own their pensions, while firms that cheat customers pay for it. Change comes from millions of individual choices made inside a well-designed frame.",
      quadrant: "scale",
      popularityScore: 36,
      policies: {
        "health-care": [
          "scale-health-care-elective-choice",
          "scale-health-care-care-cap-insurance",
        ],
        "education-training": ["scale-education-training-skills-accounts"],
        "jobs-economy": ["scale-jobs-economy-competition", "scale-jobs-economy-business-rates"],
        "housing-land": ["scale-housing-land-zoning"],
        "climate-environment": ["scale-climate-environment-carbon-market"],
        "transport-travel": ["scale-transport-travel-road-pricing"],
        "crime-justice": ["scale-crime-justice-fraud-liability"],
        "defence-foreign": ["scale-defence-foreign-export-finance"],
        "welfare-pensions": [
          "scale-welfare-pensions-auto-enrolment",
          "scale-welfare-pensions-megafunds",
        ],
        "culture-media": ["scale-culture-media-bbc-subscription"],
        "tech-innovation": ["scale-tech-innovation-sandboxes"],
        "farming-food": ["scale-farming-food-nature-markets"],
        "laws-governance": ["scale-laws-governance-regulatory-budget"],
      },
    },
    {
      key: "scale-productivity-drives-prosperity",
      title: "Productivity Drives Prosperity",
      description:
        "UK output per hour has grown only slowly since 2008, and this story says wages, public services and the public finances all follow from fixing that. Change happens by building things and making investment pay: faster consents for homes, grid and reactors, tax rules that reward business investment, and technology that gives nurses, judges and officials more productive hours. Skills are tied to the jobs employers are actually creating, and pension savings are channelled into British growth. Growth is the outcome that pays for every other outcome.",
      quadrant: "scale",
      popularityScore: 48,
      policies: {
        "health-care": ["scale-health-care-productivity-fund"],
        "education-training": ["scale-education-training-technical-skills"],
        "jobs-economy": [
          "scale-jobs-economy-full-expensing-leasing",
          "scale-jobs-economy-competition",
        ],
        "housing-land": ["scale-housing-land-new-towns", "scale-housing-land-zoning"],
        "climate-environment": [
          "scale-climate-environment-smr-fleet",
          "scale-climate-environment-grid-queue",
        ],
        "transport-travel": ["scale-transport-travel-northern-powerhouse-rail"],
        "crime-justice": ["scale-crime-justice-court-backlog"],
        "defence-foreign": [
          "scale-defence-foreign-munitions",
          "scale-defence-foreign-three-percent",
        ],
        "welfare-pensions": ["scale-welfare-pensions-megafunds"],
        "culture-media": ["scale-culture-media-screen-games"],
        "tech-innovation": [
          "scale-tech-innovation-ai-growth-zones",
          "scale-tech-innovation-project-gigabit",
        ],
        "farming-food": ["scale-farming-food-agritech"],
        "laws-governance": [
          "scale-laws-governance-infrastructure-consents",
          "scale-laws-governance-regulatory-budget",
        ],
      },
    },
    {
      key: "scale-accountable-state",
      title: "Accountable State, Responsible Citizens",
      description:
        "Public money is people's money, and this story says change happens when every pound has a named owner, a published target and consequences if the target is missed. A delivery unit tracks waiting times, response times, school results and housing starts, publishes league tables and steps in quickly where services fail. The day-to-day budget is balanced and every new promise is costed by the OBR. In return for services that reliably deliver, citizens are expected to do their part: work when they can, keep children in school and play by the rules.",
      quadrant: "scale",
      popularityScore: 43,
      policies: {
        "health-care": ["scale-health-care-waiting-targets"],
        "education-training": [
          "scale-education-training-school-accountability",
          "scale-education-training-attendance-mentors",
        ],
        "jobs-economy": ["scale-jobs-economy-payment-by-results"],
        "housing-land": ["scale-housing-land-binding-targets"],
        "climate-environment": ["scale-climate-environment-water-accountability"],
        "transport-travel": ["scale-transport-travel-pothole-performance"],
        "crime-justice": [
          "scale-crime-justice-neighbourhood-officers",
          "scale-crime-justice-swift-sanctions",
        ],
        "defence-foreign": ["scale-defence-foreign-results-aid"],
        "welfare-pensions": [
          "scale-welfare-pensions-taper",
          "scale-welfare-pensions-earnings-link",
        ],
        "culture-media": ["scale-culture-media-arts-outcomes"],
        "tech-innovation": ["scale-tech-innovation-one-login"],
        "farming-food": ["scale-farming-food-healthy-sales"],
        "laws-governance": [
          "scale-laws-governance-delivery-unit",
          "scale-laws-governance-fiscal-rules",
          "scale-laws-governance-evaluation",
        ],
      },
    },
  ],
  policies,
};
