/** The personal impact calculator and distribution chart: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { calculatorEnGB } from "./en-GB";

export const calculatorCy: Record<keyof typeof calculatorEnGB, string> = {
  "calculator.distributionTitle": "Pwy sydd ar ei ennill a phwy sy'n talu, yn ôl incwm yr aelwyd",
  "calculator.distributionSummary":
    "Aelwydydd o'r degfed incwm isaf (1) i'r uchaf (10): difidend y dinesydd y mae eu hoedolion yn ei gael llai'r dreth trafodion y maen nhw'n ei hysgwyddo drwy eu gwariant, eu cyflog a'u cynilion a'u buddsoddiadau (sianeli'r gyfrifiannell bersonol, wedi'u hadio dros yr aelwydydd), ar ôl uwchraddio budd-daliadau, yn yr achos canolog. {summary} Mae'r llinellau'n dangos yr ystod.",
  "calculator.distributionCaption":
    "Ennill neu golled i bob aelwyd y flwyddyn yn ôl degfed incwm, achos canolog ac ystod",
  "calculator.incomeTenth": "Degfed incwm",
  "calculator.incomeTenthNumber": "Degfed incwm {tenth}",
  "calculator.central": "Canolog",
  "calculator.range": "Ystod",
  "calculator.lowToHigh": "{low} i {high}",
  "calculator.distributionTotals":
    "Mae pob punt yn cyfrif: mae aelwydydd yn ysgwyddo {burden} a pherchnogion dramor {foreign}, gyda'i gilydd y {net} o refeniw net; mae'r degfedau'n cael {dividends} o ddifidendau, ei gost gyfan. Mae'r difidend yn mynd i oedolion sy'n byw yn y DU, heb dreth a heb ei gyfrif ar gyfer Credyd Cynhwysol, Credyd Pensiwn a Budd-dal Tai. Mae'r dreth ar wariant yn dilyn confensiwn “Effects of taxes and benefits” yr ONS ar gyfer trethi ar yr hyn y mae busnesau'n ei brynu; mae'r dreth ar elw, masnachu cyfranddaliadau, setliad, cynilo a phrynu eiddo yn dilyn cyfoeth ariannol (Arolwg Cyfoeth ac Asedau'r ONS). Mae'r gwariant fesul degfed yn atgynhyrchu Family spending yr ONS (Ebrill 2022 i Fawrth 2023: cymedr £567.70 yr wythnos, y pumed tlotaf £356.90, y cyfoethocaf £857.30); mae cyflog yn dilyn Effects of taxes and benefits yr ONS (blwyddyn ariannol yn diweddu 2024); 28.4 miliwn o aelwydydd (ONS 2023).",
  "calculator.calculator": "Cyfrifiannell effaith bersonol",
  "calculator.period": "Cyfnod",
  "calculator.annual": "Blynyddol",
  "calculator.monthly": "Misol",
  "calculator.whoIsAffected": "Pwy sy'n cael eu heffeithio",
  "calculator.tab.individual": "Unigolyn",
  "calculator.tab.business": "Busnes",
  "calculator.tab.financial": "Ariannol",
  "calculator.scottishRates":
    "Mae cyfraddau a bandiau treth incwm yr Alban yn berthnasol i'ch enillion.",
  "calculator.scotlandOwnTax":
    "Mae'r Alban yn gosod ei threth incwm ei hun ar enillion. Wedi'i gadw ar y ddyfais hon; dim ond gyda'ch pleidlais y caiff ei anfon.",
  "calculator.perYearSuffix": "£ y flwyddyn",
  "calculator.salary": "Cyflog",
  "calculator.rent": "Rhent",
  "calculator.otherSpending": "Gwariant arall",
  "calculator.taxRegion": "Ble rydych chi'n talu treth incwm",
  "calculator.regionRuk": "Cymru, Lloegr neu Ogledd Iwerddon",
  "calculator.regionScotland": "Yr Alban",
  "calculator.moreIncome":
    "Cynilion, buddsoddiadau, difidendau, enillion cyfalaf neu elw hunangyflogedig (dewisol)",
  "calculator.savingsInterest": "Llog ar gynilion",
  "calculator.savingsInterestHint": "Llog y tu allan i ISA neu bensiwn.",
  "calculator.shareDividends": "Difidendau o gyfranddaliadau",
  "calculator.shareDividendsHint": "Y tu allan i ISA neu bensiwn. Nid difidend y dinesydd.",
  "calculator.capitalGains": "Enillion cyfalaf",
  "calculator.savingsHeld": "Cynilion a buddsoddiadau sydd gennych",
  "calculator.savingsHeldHint":
    "Oni bai eich bod yn ei newid: {amount}, y cyfartaledd i aelwydydd sy'n gwario cymaint â chi.",
  "calculator.selfEmployedProfit": "Elw hunangyflogedig",
  "calculator.circumstances": "Lwfans priodasol, budd-dal plant a benthyciadau myfyrwyr (dewisol)",
  "calculator.marriageAllowance": "Lwfans priodasol",
  "calculator.marriageNone": "Heb ei hawlio",
  "calculator.marriageReceiving": "Rwy'n cael {amount} gan fy mhartner",
  "calculator.marriageTransferring": "Rwy'n rhoi {amount} i'm partner",
  "calculator.marriageHint":
    "I briod neu bartner sifil: mae'r un sy'n ei gael yn torri ei dreth hyd at {amount}, os nad yw'r naill na'r llall yn talu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "calculator.children": "Plant rydych chi'n cael budd-dal plant ar eu cyfer",
  "calculator.childrenHint":
    "Dros {threshold} o incwm mae tâl yn cymryd 1% ohono yn ôl am bob {step}, y cyfan erbyn {all}.",
  "calculator.studentLoan": "Benthyciad myfyriwr",
  "calculator.loanNone": "Dim",
  "calculator.plan.plan1": "Cynllun 1",
  "calculator.plan.plan2": "Cynllun 2",
  "calculator.plan.plan4": "Cynllun 4 (Yr Alban)",
  "calculator.plan.plan5": "Cynllun 5",
  "calculator.planFromApril2026": "{plan} (ad-daliadau o Ebrill 2026)",
  "calculator.studentLoanHint":
    "9% o incwm dros {plan1} (Cynllun 1), {plan2} (Cynllun 2), {plan4} (Cynllun 4) neu {plan5} (Cynllun 5).",
  "calculator.postgraduateToo": "Benthyciad ôl-raddedig hefyd ({rate}% dros {threshold})",
  "calculator.businessRevenue": "Refeniw",
  "calculator.operatingExpenses": "Costau gweithredu",
  "calculator.employmentAllowance": "Lwfans Cyflogaeth",
  "calculator.allowanceClaimed":
    "Wedi'i hawlio: hyd at {amount} oddi ar Yswiriant Gwladol cyflogwyr",
  "calculator.allowanceNotEligible": "Ddim yn gymwys",
  "calculator.allowanceHint":
    "Nid yw ar gael, er enghraifft, i gwmni lle mae ei unig gyflogai a delir dros {threshold} y flwyddyn yn gyfarwyddwr.",
  "calculator.staff": "Cyflogeion yn ôl cyflog",
  "calculator.staffNote":
    "Mae Yswiriant Gwladol cyflogwyr yn 15% o gyflog pob person uwchlaw {threshold} y flwyddyn, felly rhowch grwpiau o bobl a delir yr un faint.",
  "calculator.groupPeople": "Pobl yng ngrŵp {group}",
  "calculator.groupSalary": "Cyflog pob un, grŵp {group}",
  "calculator.removeGroup": "Tynnu grŵp {group}",
  "calculator.addGroup": "Ychwanegu grŵp cyflog",
  "calculator.payroll": "Cyflogres: <0>{amount}</0> y flwyddyn (hyd at {max})",
  "calculator.tradeValue": "Gwerth prynu/gwerthu",
  "calculator.otherTransfers": "Trosglwyddiadau eraill",
  "calculator.expectedProfit": "Elw disgwyliedig",
  "calculator.cgtBand": "Band treth enillion cyfalaf",
  "calculator.cgtBasic": "Cyfradd sylfaenol",
  "calculator.cgtHigher": "Cyfradd uwch",
  "calculator.stampDutyToday": "Talu treth stamp o 0.5% ar bryniannau heddiw",
  "calculator.today": "Heddiw ({year})",
  "calculator.todayUnchanged": "Heb newid: mae trethi a benthyca heddiw yn talu am wariant heddiw",
  "calculator.taxAt": "Treth trafodion ar {rate}%",
  "calculator.addedOnTop": "Wedi'i ychwanegu ar ben trethi heddiw",
  "calculator.repayments": "Ad-daliadau benthyciad myfyriwr",
  "calculator.repaymentsNote":
    "Nid treth: yr un fath o dan y dreth trafodion, felly wedi'u gadael allan o'r gymhariaeth",
  "calculator.total": "Cyfanswm",
  "calculator.line.incomeTax": "Treth incwm ar gyflog ac elw",
  "calculator.line.savingsTax": "Treth incwm ar log cynilion",
  "calculator.line.dividendTax": "Treth ar ddifidendau o gyfranddaliadau",
  "calculator.line.marriageAllowance": "Lwfans priodasol",
  "calculator.line.employeeNi": "Yswiriant Gwladol cyflogeion",
  "calculator.line.class4Ni": "Yswiriant Gwladol Dosbarth 4",
  "calculator.line.childBenefitCharge": "Tâl Budd-dal Plant Incwm Uchel",
  "calculator.line.capitalGainsTax": "Treth enillion cyfalaf",
  "calculator.line.vat": "TAW yn eich gwariant",
  "calculator.line.studentLoan": "Benthyciad myfyriwr ({plan})",
  "calculator.line.postgraduateLoan": "Benthyciad ôl-raddedig",
  "calculator.line.employerNi": "Yswiriant Gwladol cyflogwyr",
  "calculator.line.corporationTax": "Treth gorfforaeth",
  "calculator.line.payroll": "Treth trafodion ar y gyflogres",
  "calculator.line.operatingExpenses": "Treth trafodion ar gostau gweithredu",
  "calculator.line.stampDuty": "Treth stamp ar y pryniant",
  "calculator.line.purchase": "Treth trafodion ar y pryniant",
  "calculator.line.otherTransfers": "Treth trafodion ar drosglwyddiadau eraill",
  "calculator.line.ownPurchases": "Wedi'i thalu'n uniongyrchol ar eich pryniannau eich hun",
  "calculator.line.prices": "Yn eich cyrraedd drwy brisiau (gan gynnwys TAW)",
  "calculator.line.pay":
    "Drwy gyflog is, llai'r dreth incwm a'r Yswiriant Gwladol nad ydynt yn ddyledus mwyach",
  "calculator.line.loanRepayments": "Taliadau eraill: ad-dalu benthyciadau, morgeisi a chardiau",
  "calculator.line.saving": "Taliadau eraill: cyfraniadau cynilo a phensiwn",
  "calculator.line.propertyPurchases": "Taliadau eraill: prynu cartrefi ac eiddo",
  "calculator.line.unidentified": "Taliadau eraill: heb eu nodi (wedi'u lledaenu yn ôl gwariant)",
  "calculator.line.profitsAndWealth": "Drwy elw a chyllid (eich cynilion a'ch buddsoddiadau)",
  "calculator.line.shareTrading":
    "Drwy fasnachu cyfranddaliadau (eich cynilion a'ch buddsoddiadau)",
  "calculator.line.uprating": "Wedi'i dychwelyd drwy fudd-daliadau a phensiynau wedi'u huwchraddio",
  "calculator.incidence":
    "Yr un tybiaethau â'r gyllideb: mae {taxed} o'ch taliadau'n dal i gael eu trethu ar y gyfradd hon (mae'r gweddill yn symud i arian parod, yn cael ei netio neu ddim yn digwydd). Mae busnesau'n talu'r dreth ar tua {stages} punt o'u taliadau eu hunain y tu ôl i bob punt rydych chi'n ei gwario ac yn trosglwyddo {passThrough} ohoni (ystod {passLow} i {passHigh}), felly mae prisiau'n codi tua {rise}% (ystod {riseLow}% i {riseHigh}%).",
  "calculator.wageIncidence":
    "Mae'ch cyflogwr yn talu'r dreth ar eich cyflog hefyd, ac mae {share} ohoni'n disgyn ar eich cyflog (ystod {shareLow} i {shareHigh}, tybiaeth yr OBR ar gyfer Yswiriant Gwladol cyflogwyr), llai'r dreth incwm a'r Yswiriant Gwladol nad ydynt yn ddyledus arno mwyach: tua {amount} {period, select, monthly {y mis} other {y flwyddyn}} (ystod {low} i {high}).",
  "calculator.dividendReceived":
    "Difidend y dinesydd a gewch (di-dreth): <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "calculator.betterOff":
    "Ar eich ennill o <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "calculator.worseOff":
    "Ar eich colled o <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "calculator.impactRange":
    "Ystod {low} i {high} {period, select, monthly {y mis} other {y flwyddyn}}{stays, select, yes {: difidend y dinesydd llai'r dreth trafodion rydych chi'n ei hysgwyddo drwy bob sianel uchod.} other {.}}",
  "calculator.note.marriageNotAvailable":
    "Lwfans priodasol: nid yw ar gael, oherwydd bod peth o'ch incwm yn cael ei drethu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "calculator.note.marriageTransferring":
    "Lwfans priodasol: mae'ch lwfans £1,260 yn is ac mae'ch priod neu'ch partner sifil yn talu hyd at £252 yn llai o dreth, nad yw'n cael ei gyfrif yma.",
  "calculator.note.marriageCannotGive":
    "Lwfans priodasol: ni allwch roi rhan o'ch lwfans i ffwrdd, oherwydd gyda £1,260 yn llai byddai peth o'ch incwm yn cael ei drethu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "calculator.note.personalAllowance":
    "Lwfans personol: {amount}, wedi'i leihau £1 am bob £2 o incwm dros £100,000, gan gynnwys cynilion a difidendau.",
  "calculator.note.childBenefitCharge":
    "Mae'r Tâl Budd-dal Plant Incwm Uchel yn disgyn ar y partner â'r incwm uchaf; mae hyn yn tybio mai chi yw hwnnw.",
  "calculator.note.plan5NotDue":
    "Mae ad-daliadau Cynllun 5 yn dechrau ym mis Ebrill 2026, felly nid oes dim yn ddyledus yn {year}; dewiswch 2026-27 i'w gweld.",
  "calculator.note.class4Capped":
    "Mae cap ar Yswiriant Gwladol Dosbarth 4 i bobl sydd hefyd yn talu Dosbarth 1 ar gyflog (yr uchafswm blynyddol), ac mae hyn yn ei gymhwyso.",
  "calculator.note.savingsDefault":
    "Cynilion a buddsoddiadau: {amount}, y cyfartaledd i aelwydydd sy'n gwario cymaint â chi (rhowch eich ffigur chi i'w newid). Mae'r dreth ar elw, masnachu cyfranddaliadau a chyllid yn eich cyrraedd drwyddyn nhw.",
  "calculator.note.savingsEntered":
    "Cynilion a buddsoddiadau: {amount}, fel y'u rhoddwyd. Mae'r dreth ar elw, masnachu cyfranddaliadau a chyllid yn eich cyrraedd drwyddyn nhw.",
  // The body of "How these figures are worked out" (AssumptionsPanel).
  "calculator.assumptionsIntro":
    "Mae sylfaen y dreth wedi'i rhannu'n bedair rhan. Mae pob un yn crebachu wrth i'r gyfradd godi, cymaint ag y mae'r dystiolaeth gyhoeddedig yn ei ddweud: syrthiodd llifoedd cyfanwerthol tua 85% o dan dreth fondiau fechan Sweden ym 1989, felly prin eu bod yn codi dim yma. Isel ac uchel yw dau ben y dystiolaeth, ymateb cryf ac ymateb gwan.",
  "calculator.segmentsCaption": "Refeniw yn ôl rhan o sylfaen y dreth ar {rate}",
  "calculator.segmentPart": "Rhan o'r sylfaen",
  "calculator.segmentSize": "Maint cyn y dreth",
  "calculator.segmentRevenue": "Refeniw ar {rate}",
  "calculator.segmentSource": "Ffynhonnell",
  "calculator.centralRange": "{central} ({low} i {high})",
  "calculator.segmentNothing": "Yn cyfrif fel dim: mae'r wladwriaeth yn talu iddi hi ei hun",
  "calculator.segment.realEconomy": "Taliadau'r economi go iawn",
  "calculator.segment.marketTrading": "Masnachu cyfranddaliadau",
  "calculator.segment.wholesale": "Setliad cyfanwerthol",
  "calculator.segment.publicSector": "Llifoedd y llywodraeth a Banc Lloegr",
  "calculator.netCaption":
    "O refeniw gros i refeniw net ar {rate}, canolog (ymateb cryf i ymateb gwan)",
  "calculator.net.gross": "Refeniw gros (pob rhan o'r sylfaen)",
  "calculator.net.lostStampDuty":
    "Llai'r dreth stamp ar gyfranddaliadau a gollir wrth i fasnachu grebachu (CThEF)",
  "calculator.net.uprating":
    "Llai uwchraddio budd-daliadau a phensiynau ar ôl y cynnydd mewn prisiau (OBR)",
  "calculator.net.indexLinkedInterest": "Llai'r llog ar gynnydd y giltiau mynegrifol (DMO)",
  "calculator.net.procurement": "Llai'r dreth yn yr hyn y mae'r llywodraeth yn ei brynu (ONS)",
  "calculator.net.giltYields": "Llai cynnyrch giltiau uwch wrth i fasnachu giltiau grebachu",
  "calculator.net.vatOnHigherPrices": "Ynghyd â TAW ar y prisiau uwch (OBR)",
  "calculator.net.net": "Refeniw net",
  "calculator.indexLinked":
    "Mae cynnydd y giltiau mynegrifol yn {amount} untro a ychwanegir at y ddyled; dim ond ei log a gyfrifir bob blwyddyn. Caiff giltiau a bondiau eu trethu yn y setliad cyfanwerthol, y mae treth fondiau Sweden yn ei raddnodi.",
  "calculator.method":
    "Mae busnesau'n trosglwyddo {passThrough} o'r dreth ar eu costau i brisiau (ystod {low} i {high}), felly mae aelwydydd yn ei thalu ar eu taliadau eu hunain ac eto, unwaith am bob taliad busnes y tu ôl i'r hyn y maen nhw'n ei brynu (tua un i bob punt, o dablau mewnbwn-allbwn yr ONS): gyda'i gilydd dyna'r ffigur “costau byw yn codi”, cynnydd untro. Mae tri chwarter y dreth ar daliadau cyflog yn disgyn ar gyflog, fel y mae'r OBR yn ei dybio ar gyfer Yswiriant Gwladol cyflogwyr. Rheol fras manyleb y cynnyrch yw'r ffigur “pwysau galw” (−10 × y bwlch fel cyfran o wariant cyhoeddus, ynghyd â phwysau'r polisïau eu hunain), nid rhagolwg chwyddiant. Mae'r mesurydd yn cyfrif y senarios gwahanol, pob rhan o sylfaen y dreth sy'n newid y canlyniad ar ei thybiaethau isel, canolog neu uchel, lle mae'r pecyn yn mantoli ar refeniw net: cyfrif, nid tebygolrwydd. Mae refeniw net yn cyfrif y dreth incwm, yr Yswiriant Gwladol a'r dreth gorfforaeth a gollir wrth i gyflogau ac elw amsugno'r dreth. Mae'r model yn gadael allan gyfnewid tramor a deilliadau a setlir dramor, treth ar ddifidendau a threth enillion cyfalaf a gollir, ac unrhyw newid ym maint yr economi.",
};
