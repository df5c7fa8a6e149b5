/**
 * The provisions behind each devolution basis (docs/nations.md "Who decides"): per devolved
 * nation, who decides and the section or schedule that says so. Read by the docs table and
 * the tests, not by the browser (devolution.ts carries the deciders alone).
 */
import type { Decider, DevolutionBasisId, DevolvedNation } from "./devolution";

export interface DevolutionBasis {
  /** The subject matter, in a few words. */
  label: string;
  /** Per devolved nation: who decides it, and the provision that says so. */
  nations: Record<DevolvedNation, { decider: Decider; source: string }>;
}

const SA = "Scotland Act 1998";
const GOWA = "Government of Wales Act 2006";
const NIA = "Northern Ireland Act 1998";

const scotlandDevolved = (detail: string) => ({
  decider: "devolved" as const,
  source: `Not reserved by ${SA} Sch 5 (${detail})`,
});
const walesDevolved = (detail: string) => ({
  decider: "devolved" as const,
  source: `Not reserved by ${GOWA} Sch 7A (${detail})`,
});
const niTransferred = (detail: string) => ({
  decider: "devolved" as const,
  source: `Transferred: in neither ${NIA} Sch 2 nor Sch 3 (${detail})`,
});
const reserved = (source: string) => ({ decider: "uk" as const, source });

export const DEVOLUTION_BASES = {
  "devolved-services": {
    label:
      "Health and care, schools and skills, housing and planning, local government, environment, farming, culture, local transport, energy efficiency",
    nations: {
      scotland: scotlandDevolved(
        "Head J reserves only xenotransplantation, embryology, medicines and welfare foods; Head D5 leaves the encouragement of energy efficiency devolved; Head A1 leaves local taxes devolved",
      ),
      wales: walesDevolved("the same services; the Barnett formula funds them"),
      "northern-ireland": niTransferred("the same services"),
    },
  },
  "justice-policing": {
    label: "Courts, criminal law, prisons, probation and policing",
    nations: {
      scotland: scotlandDevolved("Scots law, the courts, prisons and Police Scotland"),
      wales: reserved(
        `Reserved: ${GOWA} Sch 7A Part 1 (the single legal jurisdiction of England and Wales) and Part 2 Head B (crime, public order and policing) and Head L (justice)`,
      ),
      "northern-ireland": niTransferred(
        "policing and justice were transferred on 12 April 2010 by the Northern Ireland Act 1998 (Devolution of Policing and Justice Functions) Order 2010",
      ),
    },
  },
  rail: {
    label: "Railways",
    nations: {
      scotland: scotlandDevolved(
        "Head E2 reserves railways but excepts Scottish passenger services and, with the Railways Act 2005, the Scottish Ministers fund and specify Scotland's rail network",
      ),
      wales: reserved(
        `Reserved: ${GOWA} Sch 7A Part 2 Head E (transport: railways); the Welsh Ministers run the Wales and Borders services, the network is the UK's`,
      ),
      "northern-ireland": niTransferred("NI Railways and its network"),
    },
  },
  "alcohol-licensing": {
    label: "Licensing of venues and the sale of alcohol",
    nations: {
      scotland: scotlandDevolved("licensing of premises and the sale of alcohol"),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head B (the sale and supply of alcohol)`),
      "northern-ireland": niTransferred("liquor licensing"),
    },
  },
  "social-security": {
    label: "Social security, housing benefit and pensions",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head F (social security, pensions)`),
      wales: reserved(
        `Reserved: ${GOWA} Sch 7A Part 2 Head F (social security, child support, pensions)`,
      ),
      "northern-ireland": niTransferred(
        "social security and pensions, kept in step with Great Britain by convention (s.87, parity)",
      ),
    },
  },
  "scottish-benefits": {
    label: "Benefits the Scotland Act 2016 devolved (carers, welfare foods)",
    nations: {
      scotland: scotlandDevolved(
        "the Scotland Act 2016 excepted carers' and welfare-food benefits from Head F and Head J: Carer Support Payment and Best Start Foods replace Carer's Allowance and Healthy Start",
      ),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head F (social security)`),
      "northern-ireland": niTransferred("social security, kept in step by convention (s.87)"),
    },
  },
  "energy-markets": {
    label: "Electricity and gas markets, the grid and generation",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head D (energy: electricity, oil and gas)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head D (energy)`),
      "northern-ireland": niTransferred("electricity and gas: Northern Ireland's own market"),
    },
  },
  employment: {
    label: "Employment rights, health and safety at work, employment programmes",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part II Head H (employment, health and safety, job search and support)`,
      ),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head H (employment)`),
      "northern-ireland": niTransferred("employment law and employment programmes"),
    },
  },
  "road-traffic": {
    label: "Road traffic law and vehicle standards",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head E1 (road transport)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head E (road transport)`),
      "northern-ireland": niTransferred("road traffic law"),
    },
  },
  "income-tax-rates": {
    label: "Income tax rates on earnings",
    nations: {
      scotland: {
        decider: "devolved",
        source: `The Scottish Parliament sets the rates and bands on non-savings, non-dividend income (${SA} Part 4A, s.80C; ${SA} Sch 5 Head A1 reserves the rest of income tax)`,
      },
      wales: reserved(
        `UK rates apply less 10p, which the Senedd sets back (${GOWA} Part 4A, s.116D, Welsh rates of income tax); the UK rates are reserved (Sch 7A Part 2 Head A1)`,
      ),
      "northern-ireland": reserved(`Excepted: ${NIA} Sch 2 (taxes under UK law)`),
    },
  },
  "local-elections": {
    label: "How councils are elected",
    nations: {
      scotland: scotlandDevolved("local government elections; Scotland has used STV since 2007"),
      wales: walesDevolved(
        "local government elections (Local Government and Elections (Wales) Act 2021)",
      ),
      "northern-ireland": reserved(
        `Excepted: ${NIA} Sch 2 (elections, including local elections); councils there already use STV`,
      ),
    },
  },
  defence: {
    label: "Defence and the armed forces",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part I para 9 (defence)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 1 (defence)`),
      "northern-ireland": reserved(`Excepted: ${NIA} Sch 2 para 4 (defence, the armed forces)`),
    },
  },
  "foreign-affairs": {
    label: "Foreign affairs, aid and trade agreements",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part I para 7 (foreign affairs, international development)`,
      ),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 1 (foreign affairs)`),
      "northern-ireland": reserved(
        `Excepted: ${NIA} Sch 2 para 3 (international relations, international development)`,
      ),
    },
  },
  "taxes-and-finance": {
    label: "UK taxes, public finances, customs, financial services and pensions regulation",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part II Head A (fiscal, economic and monetary policy; financial services)`,
      ),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head A (financial and economic matters)`),
      "northern-ireland": reserved(
        `Excepted: ${NIA} Sch 2 (taxes under UK law); financial services are reserved by Sch 3`,
      ),
    },
  },
  "trade-and-business": {
    label: "Company law, competition, consumer protection and business regulation",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part II Head C (trade and industry: business associations, competition, consumer protection)`,
      ),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head C (trade and industry)`),
      "northern-ireland": reserved(
        `Reserved: ${NIA} Sch 3 (competition, consumer safety, company law as reserved there)`,
      ),
    },
  },
  "telecoms-and-media": {
    label: "Broadcasting, telecommunications, the internet and data",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part II Heads C10 (telecommunications), B2 (data protection) and K1 (broadcasting)`,
      ),
      wales: reserved(
        `Reserved: ${GOWA} Sch 7A Part 2 Heads C (telecommunications), B (data protection) and K (broadcasting)`,
      ),
      "northern-ireland": reserved(
        `Reserved: ${NIA} Sch 3 (telecommunications, broadcasting, data protection)`,
      ),
    },
  },
  nuclear: {
    label: "Nuclear energy",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head D4 (nuclear energy)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head D (nuclear energy)`),
      "northern-ireland": reserved(`Excepted: ${NIA} Sch 2 (nuclear energy and installations)`),
    },
  },
  immigration: {
    label: "Immigration and visas",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head B6 (immigration and nationality)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head B (nationality and immigration)`),
      "northern-ireland": reserved(`Excepted: ${NIA} Sch 2 para 8 (nationality, immigration)`),
    },
  },
  "misuse-of-drugs": {
    label: "Drugs law",
    nations: {
      scotland: reserved(`Reserved: ${SA} Sch 5 Part II Head B1 (misuse of drugs)`),
      wales: reserved(`Reserved: ${GOWA} Sch 7A Part 2 Head B (misuse of drugs)`),
      "northern-ireland": reserved(
        `Reserved: ${NIA} Sch 3; the Misuse of Drugs Act 1971 extends to Northern Ireland`,
      ),
    },
  },
  constitution: {
    label: "The UK Parliament, elections to it, the civil service and the UK Government",
    nations: {
      scotland: reserved(
        `Reserved: ${SA} Sch 5 Part I paras 1 and 8 (the constitution, the civil service) and Part II Head B3 (elections to the UK Parliament)`,
      ),
      wales: reserved(
        `Reserved: ${GOWA} Sch 7A Part 1 (the constitution, the public service) and Part 2 Head B (elections to the UK Parliament)`,
      ),
      "northern-ireland": reserved(
        `Excepted: ${NIA} Sch 2 para 2 (the UK Parliament and its elections); UK Government schemes`,
      ),
    },
  },
  "uk-programme": {
    label: "A scheme the UK Government runs and pays for across the UK",
    nations: {
      scotland: reserved(
        `UK Government spending on a reserved or UK-wide matter (${SA} Sch 5: research councils Head C12, the economy Head A1)`,
      ),
      wales: reserved(
        `UK Government spending on a reserved or UK-wide matter (${GOWA} Sch 7A Part 2 Heads A and C)`,
      ),
      "northern-ireland": reserved(
        `UK Government spending on an excepted or reserved matter (${NIA} Sch 2 and Sch 3)`,
      ),
    },
  },
} as const satisfies Record<DevolutionBasisId, DevolutionBasis>;
