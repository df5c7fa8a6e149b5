/** The budget simulator (src/features/budget-simulator): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { simulatorEnGB } from "./en-GB";

export const simulatorCy: Record<keyof typeof simulatorEnGB, string> = {
  "simulator.title": "Efelychydd y gyllideb",
  "simulator.submitting": "Wrthi'n cyflwyno...",
  "simulator.submitBudget": "Cyflwyno'r gyllideb",
  "simulator.submitVote": "Cyflwyno'r bleidlais gyflawn",
  "simulator.review": "Adolygu'r gyllideb gyflawn",
  "simulator.setTax": "Gosodwch eich treth a'ch difidend",
  "simulator.lock": "Cloi'r gwerthoedd",
  "simulator.unlock": "Datgloi'r gwerthoedd",
  "simulator.locked": "Mae'ch cyllideb wedi'i chloi. Datglowch hi i newid y gwerthoedd.",
  "simulator.taxRate": "Cyfradd y dreth trafodion",
  "simulator.taxRateValue": "{rate} y cant",
  "simulator.dividend": "Difidend y dinesydd (di-dreth)",
  "simulator.dividendValue": "{amount} y flwyddyn",
  "simulator.dividendMax": "{amount} y flwyddyn i bob oedolyn",
  "simulator.taxYear": "Blwyddyn dreth",
  "simulator.thisYear": "{year} (eleni)",
  "simulator.taxYearDates": "{start} i {end}",
  // The dashboard and the gauge.
  "simulator.totalCost": "Cyfanswm cost y polisïau",
  "simulator.totalCostDetail": "Y flwyddyn, o'r polisïau a ddewisoch",
  "simulator.recommendedRate": "Y gyfradd a argymhellir",
  "simulator.aboveMax": "Uwchlaw 5%",
  "simulator.priceFigure": "Cynnydd mewn costau byw",
  "simulator.priceRange": "Ystod {low} i {high}.",
  "simulator.packageBalance": "Balans y pecyn",
  "simulator.balanceRange": "<0>{low}</0> i <1>{high}</1>",
  "simulator.balanceCentral": "({central}, {percent}% o'r CMC).",
  "simulator.balanceMeaning":
    "Y dreth trafodion llai'r difidend a'ch polisïau: mae'n eistedd ar ben cyllideb heddiw, lle mae trethi a benthyca heddiw yn talu am wariant heddiw.",
  "simulator.scope":
    "Mae'r dreth yn talu am y difidend a'ch polisïau; mae trethi a benthyca heddiw yn talu am {spending} o wariant cyhoeddus heddiw.",
  "simulator.replacingOut":
    "Mae disodli trethi heddiw yn lle hynny y tu hwnt i'n cyrraedd: nid oes cyfradd hyd at 5% yn codi digon (dim mwy na {max} y flwyddyn yn yr achos canolog).",
  "simulator.replacing": "Byddai disodli trethi heddiw yn lle hynny yn gofyn am {rate}.",
  "simulator.demandPressure": "Pwysau galw (rheol fras): {value} (ystod {high} i {low}).",
  "simulator.demandCaveat":
    "Rheol fras manyleb y cynnyrch (−10 × balans y pecyn ÷ gwariant cyhoeddus, ynghyd â sgorau pwysau'r polisïau), mewn pwyntiau: dim ffynhonnell economaidd, ac nid rhagolwg prisiau.",
  "simulator.gaugeQuestion": "A yw'r pecyn yn talu amdano'i hun?",
  "simulator.gaugeMeter": "Senarios lle mae'r pecyn yn mantoli",
  "simulator.gaugeEvery": "Yn mantoli ym mhob senario",
  "simulator.gaugeMost": "Yn mantoli yn y rhan fwyaf o senarios",
  "simulator.gaugeSome": "Yn mantoli mewn rhai senarios",
  "simulator.gaugeNone": "Nid yw'n mantoli mewn unrhyw senario",
  "simulator.gaugeCount": "Yn mantoli mewn {balancing} o {scenarios} o senarios gwahanol",
  "simulator.gaugeDetail":
    "{count}: pob rhan o sylfaen y dreth sy'n newid y canlyniad ar dybiaethau isel, canolog neu uchel y model.",
  "simulator.gaugeCaveat": "Cyfrif o senarios gwahanol, pob un â'r un pwysau: nid tebygolrwydd.",
  // welsh-h: the rest of the simulator.
  "simulator.openFullApp": "Agor yr ap llawn",
  "simulator.policyCount":
    "{count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}}",
  "simulator.policiesLoading": "… polisi",
  "simulator.noNarrative":
    "Dim naratif wedi'i ddewis eto. <0>Dewiswch naratif</0> i ychwanegu ei bolisïau.",
  "simulator.leftover":
    "Dim naratif wedi'i ddewis eto. {count, plural, zero {Mae'ch # polisi yn dal i gyfrif} one {Mae'ch # polisi yn dal i gyfrif} two {Mae'ch # bolisi yn dal i gyfrif} few {Mae'ch # pholisi yn dal i gyfrif} many {Mae'ch # pholisi yn dal i gyfrif} other {Mae'ch # polisi yn dal i gyfrif}} yn y gyllideb hon:",
  "simulator.leftoverActions":
    "<0>Dewiswch naratif</0> i bleidleisio, neu <1>cliriwch y polisïau hyn</1>.",
  // The submit buttons' toasts (spec 8).
  "simulator.signInBudget": "Mewngofnodwch i gyflwyno'ch cyllideb",
  "simulator.budgetSubmitted": "Cyflwynwyd y gyllideb!",
  "simulator.budgetFailed": "Methwyd cyflwyno'r gyllideb. Rhowch gynnig arall arni.",
  "simulator.voteSubmitted": "Cyflwynwyd eich pleidlais gyflawn!",
  "simulator.voteFailed": "Methwyd cyflwyno'ch pleidlais. Rhowch gynnig arall arni.",
  // The revenue and spending chart.
  "simulator.budgetTitle": "Refeniw a gwariant",
  "simulator.calculating": "Wrthi'n cyfrifo…",
  "simulator.revenueSummary":
    "Refeniw net {low} i {high} y flwyddyn, {central} yn yr achos canolog (gros {grossLow} i {grossHigh}, canolog {grossCentral}), yn erbyn {spending} o wariant, {administration} ohono i dalu'r difidend allan.",
  "simulator.yourPoliciesNote":
    "Eich polisïau: {amount} y flwyddyn, {share}% o'r hyn y mae'r dreth yn talu amdano",
  "simulator.bar.revenue": "Refeniw net (canolog)",
  "simulator.bar.government": "Gwariant heddiw",
  "simulator.bar.dividend": "Difidend",
  "simulator.bar.policies": "Eich polisïau",
  // The distribution chart.
  "simulator.distributionTitle": "Pwy sydd ar ei ennill a phwy sy'n talu, yn ôl incwm yr aelwyd",
  "simulator.distributionSummary":
    "Aelwydydd o'r degfed incwm isaf (1) i'r uchaf (10): difidend y dinesydd y mae eu hoedolion yn ei gael llai'r dreth trafodion y maen nhw'n ei hysgwyddo drwy eu gwariant, eu cyflog a'u cynilion a'u buddsoddiadau (sianeli'r gyfrifiannell bersonol, wedi'u hadio dros yr aelwydydd), ar ôl uwchraddio budd-daliadau, yn yr achos canolog. {summary} Mae'r llinellau'n dangos yr ystod.",
  "simulator.distributionCaption":
    "Ennill neu golled i bob aelwyd y flwyddyn yn ôl degfed incwm, achos canolog ac ystod",
  "simulator.incomeTenth": "Degfed incwm",
  "simulator.incomeTenthNumber": "Degfed incwm {tenth}",
  "simulator.central": "Canolog",
  "simulator.range": "Ystod",
  "simulator.lowToHigh": "{low} i {high}",
  "simulator.distributionTotals":
    "Mae pob punt yn cyfrif: mae aelwydydd yn ysgwyddo {burden} a pherchnogion dramor {foreign}, gyda'i gilydd y {net} o refeniw net; mae'r degfedau'n cael {dividends} o ddifidendau, ei gost gyfan. Mae'r difidend yn mynd i oedolion sy'n byw yn y DU, heb dreth a heb ei gyfrif ar gyfer Credyd Cynhwysol, Credyd Pensiwn a Budd-dal Tai. Mae'r dreth ar wariant yn dilyn confensiwn “Effects of taxes and benefits” yr ONS ar gyfer trethi ar yr hyn y mae busnesau'n ei brynu; mae'r dreth ar elw, masnachu cyfranddaliadau, setliad, cynilo a phrynu eiddo yn dilyn cyfoeth ariannol (Arolwg Cyfoeth ac Asedau'r ONS). Mae'r gwariant fesul degfed yn atgynhyrchu Family spending yr ONS (Ebrill 2022 i Fawrth 2023: cymedr £567.70 yr wythnos, y pumed tlotaf £356.90, y cyfoethocaf £857.30); mae cyflog yn dilyn Effects of taxes and benefits yr ONS (blwyddyn ariannol yn diweddu 2024); 28.4 miliwn o aelwydydd (ONS 2023).",
  // How these figures are worked out.
  "simulator.assumptions": "Sut mae'r ffigurau hyn yn cael eu cyfrifo",
  "simulator.assumptionsIntro":
    "Mae sylfaen y dreth wedi'i rhannu'n bedair rhan. Mae pob un yn crebachu wrth i'r gyfradd godi, cymaint ag y mae'r dystiolaeth gyhoeddedig yn ei ddweud: syrthiodd llifoedd cyfanwerthol tua 85% o dan dreth fondiau fechan Sweden ym 1989, felly prin eu bod yn codi dim yma. Isel ac uchel yw dau ben y dystiolaeth, ymateb cryf ac ymateb gwan.",
  "simulator.segmentsCaption": "Refeniw yn ôl rhan o sylfaen y dreth ar {rate}",
  "simulator.segmentPart": "Rhan o'r sylfaen",
  "simulator.segmentSize": "Maint cyn y dreth",
  "simulator.segmentRevenue": "Refeniw ar {rate}",
  "simulator.segmentSource": "Ffynhonnell",
  "simulator.centralRange": "{central} ({low} i {high})",
  "simulator.segmentNothing": "Yn cyfrif fel dim: mae'r wladwriaeth yn talu iddi hi ei hun",
  "simulator.segment.realEconomy": "Taliadau'r economi go iawn",
  "simulator.segment.marketTrading": "Masnachu cyfranddaliadau",
  "simulator.segment.wholesale": "Setliad cyfanwerthol",
  "simulator.segment.publicSector": "Llifoedd y llywodraeth a Banc Lloegr",
  "simulator.netCaption":
    "O refeniw gros i refeniw net ar {rate}, canolog (ymateb cryf i ymateb gwan)",
  "simulator.net.gross": "Refeniw gros (pob rhan o'r sylfaen)",
  "simulator.net.lostStampDuty":
    "Llai'r dreth stamp ar gyfranddaliadau a gollir wrth i fasnachu grebachu (CThEF)",
  "simulator.net.uprating":
    "Llai uwchraddio budd-daliadau a phensiynau ar ôl y cynnydd mewn prisiau (OBR)",
  "simulator.net.indexLinkedInterest": "Llai'r llog ar gynnydd y giltiau mynegrifol (DMO)",
  "simulator.net.procurement": "Llai'r dreth yn yr hyn y mae'r llywodraeth yn ei brynu (ONS)",
  "simulator.net.giltYields": "Llai cynnyrch giltiau uwch wrth i fasnachu giltiau grebachu",
  "simulator.net.vatOnHigherPrices": "Ynghyd â TAW ar y prisiau uwch (OBR)",
  "simulator.net.net": "Refeniw net",
  "simulator.indexLinked":
    "Mae cynnydd y giltiau mynegrifol yn {amount} untro a ychwanegir at y ddyled; dim ond ei log a gyfrifir bob blwyddyn. Caiff giltiau a bondiau eu trethu yn y setliad cyfanwerthol, y mae treth fondiau Sweden yn ei raddnodi.",
  "simulator.method":
    "Mae busnesau'n trosglwyddo {passThrough} o'r dreth ar eu costau i brisiau (ystod {low} i {high}), felly mae aelwydydd yn ei thalu ar eu taliadau eu hunain ac eto, unwaith am bob taliad busnes y tu ôl i'r hyn y maen nhw'n ei brynu (tua un i bob punt, o dablau mewnbwn-allbwn yr ONS): gyda'i gilydd dyna'r ffigur “costau byw yn codi”, cynnydd untro. Mae tri chwarter y dreth ar daliadau cyflog yn disgyn ar gyflog, fel y mae'r OBR yn ei dybio ar gyfer Yswiriant Gwladol cyflogwyr. Rheol fras manyleb y cynnyrch yw'r ffigur “pwysau galw” (−10 × y bwlch fel cyfran o wariant cyhoeddus, ynghyd â phwysau'r polisïau eu hunain), nid rhagolwg chwyddiant. Mae'r mesurydd yn cyfrif y senarios gwahanol, pob rhan o sylfaen y dreth sy'n newid y canlyniad ar ei thybiaethau isel, canolog neu uchel, lle mae'r pecyn yn mantoli ar refeniw net: cyfrif, nid tebygolrwydd. Mae refeniw net yn cyfrif y dreth incwm, yr Yswiriant Gwladol a'r dreth gorfforaeth a gollir wrth i gyflogau ac elw amsugno'r dreth. Mae'r model yn gadael allan gyfnewid tramor a deilliadau a setlir dramor, treth ar ddifidendau a threth enillion cyfalaf a gollir, ac unrhyw newid ym maint yr economi.",
  // The personal impact calculator.
  "simulator.calculator": "Cyfrifiannell effaith bersonol",
  "simulator.period": "Cyfnod",
  "simulator.annual": "Blynyddol",
  "simulator.monthly": "Misol",
  "simulator.whoIsAffected": "Pwy sy'n cael eu heffeithio",
  "simulator.tab.individual": "Unigolyn",
  "simulator.tab.business": "Busnes",
  "simulator.tab.financial": "Ariannol",
  "simulator.scottishRates":
    "Mae cyfraddau a bandiau treth incwm yr Alban yn berthnasol i'ch enillion.",
  "simulator.scotlandOwnTax":
    "Mae'r Alban yn gosod ei threth incwm ei hun ar enillion. Wedi'i gadw ar y ddyfais hon; dim ond gyda'ch pleidlais y caiff ei anfon.",
  "simulator.perYearSuffix": "£ y flwyddyn",
  "simulator.salary": "Cyflog",
  "simulator.rent": "Rhent",
  "simulator.otherSpending": "Gwariant arall",
  "simulator.taxRegion": "Ble rydych chi'n talu treth incwm",
  "simulator.regionRuk": "Cymru, Lloegr neu Ogledd Iwerddon",
  "simulator.regionScotland": "Yr Alban",
  "simulator.moreIncome":
    "Cynilion, buddsoddiadau, difidendau, enillion cyfalaf neu elw hunangyflogedig (dewisol)",
  "simulator.savingsInterest": "Llog ar gynilion",
  "simulator.savingsInterestHint": "Llog y tu allan i ISA neu bensiwn.",
  "simulator.shareDividends": "Difidendau o gyfranddaliadau",
  "simulator.shareDividendsHint": "Y tu allan i ISA neu bensiwn. Nid difidend y dinesydd.",
  "simulator.capitalGains": "Enillion cyfalaf",
  "simulator.savingsHeld": "Cynilion a buddsoddiadau sydd gennych",
  "simulator.savingsHeldHint":
    "Oni bai eich bod yn ei newid: {amount}, y cyfartaledd i aelwydydd sy'n gwario cymaint â chi.",
  "simulator.selfEmployedProfit": "Elw hunangyflogedig",
  "simulator.circumstances": "Lwfans priodasol, budd-dal plant a benthyciadau myfyrwyr (dewisol)",
  "simulator.marriageAllowance": "Lwfans priodasol",
  "simulator.marriageNone": "Heb ei hawlio",
  "simulator.marriageReceiving": "Rwy'n cael {amount} gan fy mhartner",
  "simulator.marriageTransferring": "Rwy'n rhoi {amount} i'm partner",
  "simulator.marriageHint":
    "I briod neu bartner sifil: mae'r un sy'n ei gael yn torri ei dreth hyd at {amount}, os nad yw'r naill na'r llall yn talu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "simulator.children": "Plant rydych chi'n cael budd-dal plant ar eu cyfer",
  "simulator.childrenHint":
    "Dros {threshold} o incwm mae tâl yn cymryd 1% ohono yn ôl am bob {step}, y cyfan erbyn {all}.",
  "simulator.studentLoan": "Benthyciad myfyriwr",
  "simulator.loanNone": "Dim",
  "simulator.plan.plan1": "Cynllun 1",
  "simulator.plan.plan2": "Cynllun 2",
  "simulator.plan.plan4": "Cynllun 4 (Yr Alban)",
  "simulator.plan.plan5": "Cynllun 5",
  "simulator.planFromApril2026": "{plan} (ad-daliadau o Ebrill 2026)",
  "simulator.studentLoanHint":
    "9% o incwm dros {plan1} (Cynllun 1), {plan2} (Cynllun 2), {plan4} (Cynllun 4) neu {plan5} (Cynllun 5).",
  "simulator.postgraduateToo": "Benthyciad ôl-raddedig hefyd ({rate}% dros {threshold})",
  "simulator.businessRevenue": "Refeniw",
  "simulator.operatingExpenses": "Costau gweithredu",
  "simulator.employmentAllowance": "Lwfans Cyflogaeth",
  "simulator.allowanceClaimed":
    "Wedi'i hawlio: hyd at {amount} oddi ar Yswiriant Gwladol cyflogwyr",
  "simulator.allowanceNotEligible": "Ddim yn gymwys",
  "simulator.allowanceHint":
    "Nid yw ar gael, er enghraifft, i gwmni lle mae ei unig gyflogai a delir dros {threshold} y flwyddyn yn gyfarwyddwr.",
  "simulator.staff": "Cyflogeion yn ôl cyflog",
  "simulator.staffNote":
    "Mae Yswiriant Gwladol cyflogwyr yn 15% o gyflog pob person uwchlaw {threshold} y flwyddyn, felly rhowch grwpiau o bobl a delir yr un faint.",
  "simulator.groupPeople": "Pobl yng ngrŵp {group}",
  "simulator.groupSalary": "Cyflog pob un, grŵp {group}",
  "simulator.removeGroup": "Tynnu grŵp {group}",
  "simulator.addGroup": "Ychwanegu grŵp cyflog",
  "simulator.payroll": "Cyflogres: <0>{amount}</0> y flwyddyn (hyd at {max})",
  "simulator.tradeValue": "Gwerth prynu/gwerthu",
  "simulator.otherTransfers": "Trosglwyddiadau eraill",
  "simulator.expectedProfit": "Elw disgwyliedig",
  "simulator.cgtBand": "Band treth enillion cyfalaf",
  "simulator.cgtBasic": "Cyfradd sylfaenol",
  "simulator.cgtHigher": "Cyfradd uwch",
  "simulator.stampDutyToday": "Talu treth stamp o 0.5% ar bryniannau heddiw",
  // The calculator's result.
  "simulator.today": "Heddiw ({year})",
  "simulator.todayUnchanged": "Heb newid: mae trethi a benthyca heddiw yn talu am wariant heddiw",
  "simulator.taxAt": "Treth trafodion ar {rate}%",
  "simulator.addedOnTop": "Wedi'i ychwanegu ar ben trethi heddiw",
  "simulator.repayments": "Ad-daliadau benthyciad myfyriwr",
  "simulator.repaymentsNote":
    "Nid treth: yr un fath o dan y dreth trafodion, felly wedi'u gadael allan o'r gymhariaeth",
  "simulator.total": "Cyfanswm",
  "simulator.line.incomeTax": "Treth incwm ar gyflog ac elw",
  "simulator.line.savingsTax": "Treth incwm ar log cynilion",
  "simulator.line.dividendTax": "Treth ar ddifidendau o gyfranddaliadau",
  "simulator.line.marriageAllowance": "Lwfans priodasol",
  "simulator.line.employeeNi": "Yswiriant Gwladol cyflogeion",
  "simulator.line.class4Ni": "Yswiriant Gwladol Dosbarth 4",
  "simulator.line.childBenefitCharge": "Tâl Budd-dal Plant Incwm Uchel",
  "simulator.line.capitalGainsTax": "Treth enillion cyfalaf",
  "simulator.line.vat": "TAW yn eich gwariant",
  "simulator.line.studentLoan": "Benthyciad myfyriwr ({plan})",
  "simulator.line.postgraduateLoan": "Benthyciad ôl-raddedig",
  "simulator.line.employerNi": "Yswiriant Gwladol cyflogwyr",
  "simulator.line.corporationTax": "Treth gorfforaeth",
  "simulator.line.payroll": "Treth trafodion ar y gyflogres",
  "simulator.line.operatingExpenses": "Treth trafodion ar gostau gweithredu",
  "simulator.line.stampDuty": "Treth stamp ar y pryniant",
  "simulator.line.purchase": "Treth trafodion ar y pryniant",
  "simulator.line.otherTransfers": "Treth trafodion ar drosglwyddiadau eraill",
  "simulator.line.ownPurchases": "Wedi'i thalu'n uniongyrchol ar eich pryniannau eich hun",
  "simulator.line.prices": "Yn eich cyrraedd drwy brisiau (gan gynnwys TAW)",
  "simulator.line.pay":
    "Drwy gyflog is, llai'r dreth incwm a'r Yswiriant Gwladol nad ydynt yn ddyledus mwyach",
  "simulator.line.loanRepayments": "Taliadau eraill: ad-dalu benthyciadau, morgeisi a chardiau",
  "simulator.line.saving": "Taliadau eraill: cyfraniadau cynilo a phensiwn",
  "simulator.line.propertyPurchases": "Taliadau eraill: prynu cartrefi ac eiddo",
  "simulator.line.unidentified": "Taliadau eraill: heb eu nodi (wedi'u lledaenu yn ôl gwariant)",
  "simulator.line.profitsAndWealth": "Drwy elw a chyllid (eich cynilion a'ch buddsoddiadau)",
  "simulator.line.shareTrading": "Drwy fasnachu cyfranddaliadau (eich cynilion a'ch buddsoddiadau)",
  "simulator.line.uprating": "Wedi'i dychwelyd drwy fudd-daliadau a phensiynau wedi'u huwchraddio",
  "simulator.incidence":
    "Yr un tybiaethau â'r gyllideb: mae {taxed} o'ch taliadau'n dal i gael eu trethu ar y gyfradd hon (mae'r gweddill yn symud i arian parod, yn cael ei netio neu ddim yn digwydd). Mae busnesau'n talu'r dreth ar tua {stages} punt o'u taliadau eu hunain y tu ôl i bob punt rydych chi'n ei gwario ac yn trosglwyddo {passThrough} ohoni (ystod {passLow} i {passHigh}), felly mae prisiau'n codi tua {rise}% (ystod {riseLow}% i {riseHigh}%).",
  "simulator.wageIncidence":
    "Mae'ch cyflogwr yn talu'r dreth ar eich cyflog hefyd, ac mae {share} ohoni'n disgyn ar eich cyflog (ystod {shareLow} i {shareHigh}, tybiaeth yr OBR ar gyfer Yswiriant Gwladol cyflogwyr), llai'r dreth incwm a'r Yswiriant Gwladol nad ydynt yn ddyledus arno mwyach: tua {amount} {period, select, monthly {y mis} other {y flwyddyn}} (ystod {low} i {high}).",
  "simulator.dividendReceived":
    "Difidend y dinesydd a gewch (di-dreth): <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "simulator.betterOff":
    "Ar eich ennill o <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "simulator.worseOff":
    "Ar eich colled o <0>{amount}</0> {period, select, monthly {y mis} other {y flwyddyn}}",
  "simulator.impactRange":
    "Ystod {low} i {high} {period, select, monthly {y mis} other {y flwyddyn}}{stays, select, yes {: difidend y dinesydd llai'r dreth trafodion rydych chi'n ei hysgwyddo drwy bob sianel uchod.} other {.}}",
  // The notes under the result.
  "simulator.note.marriageNotAvailable":
    "Lwfans priodasol: nid yw ar gael, oherwydd bod peth o'ch incwm yn cael ei drethu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "simulator.note.marriageTransferring":
    "Lwfans priodasol: mae'ch lwfans £1,260 yn is ac mae'ch priod neu'ch partner sifil yn talu hyd at £252 yn llai o dreth, nad yw'n cael ei gyfrif yma.",
  "simulator.note.marriageCannotGive":
    "Lwfans priodasol: ni allwch roi rhan o'ch lwfans i ffwrdd, oherwydd gyda £1,260 yn llai byddai peth o'ch incwm yn cael ei drethu uwchlaw'r gyfradd sylfaenol (uwchlaw'r gyfradd ganolradd yn yr Alban).",
  "simulator.note.personalAllowance":
    "Lwfans personol: {amount}, wedi'i leihau £1 am bob £2 o incwm dros £100,000, gan gynnwys cynilion a difidendau.",
  "simulator.note.childBenefitCharge":
    "Mae'r Tâl Budd-dal Plant Incwm Uchel yn disgyn ar y partner â'r incwm uchaf; mae hyn yn tybio mai chi yw hwnnw.",
  "simulator.note.plan5NotDue":
    "Mae ad-daliadau Cynllun 5 yn dechrau ym mis Ebrill 2026, felly nid oes dim yn ddyledus yn {year}; dewiswch 2026-27 i'w gweld.",
  "simulator.note.class4Capped":
    "Mae cap ar Yswiriant Gwladol Dosbarth 4 i bobl sydd hefyd yn talu Dosbarth 1 ar gyflog (yr uchafswm blynyddol), ac mae hyn yn ei gymhwyso.",
  "simulator.note.savingsDefault":
    "Cynilion a buddsoddiadau: {amount}, y cyfartaledd i aelwydydd sy'n gwario cymaint â chi (rhowch eich ffigur chi i'w newid). Mae'r dreth ar elw, masnachu cyfranddaliadau a chyllid yn eich cyrraedd drwyddyn nhw.",
  "simulator.note.savingsEntered":
    "Cynilion a buddsoddiadau: {amount}, fel y'u rhoddwyd. Mae'r dreth ar elw, masnachu cyfranddaliadau a chyllid yn eich cyrraedd drwyddyn nhw.",
};
