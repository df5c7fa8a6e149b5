/** The economy explainer: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { economyEnGB } from "./en-GB";

export const economyCy: Record<keyof typeof economyEnGB, string> = {
  "economy.title": "Sut mae'r economi'n gweithio yma",
  "economy.step": "Cam {step} o {total}",
  "economy.progress": "Cynnydd yr esboniad",
  "economy.toSimulator": "Ymlaen i efelychydd y gyllideb",
  // The five steps.
  "economy.paymentsTitle": "Mae pob taliad yn drafodiad",
  "economy.payments":
    "Bob blwyddyn mae tua {grossBase} yn symud drwy systemau talu'r DU. Setliad cyfanwerthol rhwng banciau a marchnadoedd yw'r rhan fwyaf ohono, tua {wholesale}; mae cyflogau, rhent, siopa a biliau busnes yn dod i tua {realEconomy}. Mae'r model hwn yn rhoi treth fach ar bob taliad, i'w thalu gan bwy bynnag sy'n talu.",
  "economy.shrinksTitle": "Treth fach ar sylfaen sy'n crebachu",
  "economy.shrinks":
    "Mae pobl a marchnadoedd yn ymateb. Pan drethodd Sweden fasnachu bondiau ar 0.002% ym 1989, syrthiodd masnachu bondiau tua 85%, felly prin fod llifoedd cyfanwerthol yn codi dim yma. Mae taliadau am nwyddau, gwaith a rhent go iawn yn anos eu hosgoi ac yn cario'r rhan fwyaf o'r refeniw: ar {rate}% mae'r model yn disgwyl {revenue} y flwyddyn, gydag isel ac uchel yn ddau ben y dystiolaeth, ymateb cryf ac ymateb gwan.",
  "economy.dividendTitle": "Difidend y dinesydd i bob oedolyn",
  "economy.dividend":
    "Mae'r refeniw yn dychwelyd i bob oedolyn fel difidend y dinesydd, yn ddi-dreth. Ar {dividend} y flwyddyn mae hynny'n costio {cost} y flwyddyn i gyd.",
  "economy.balanceTitle": "Balans y pecyn a phrisiau",
  "economy.balance":
    "Rhaid i'r refeniw dalu am y difidend ynghyd â'r polisïau a ddewisoch: dyna falans y pecyn. Mae trethi a benthyca heddiw yn dal i dalu am wariant cyhoeddus heddiw ({spending}); {borrowing} Mae disodli trethi heddiw yn llwyr y tu hwnt i'n cyrraedd: nid oes cyfradd hyd at 5% yn codi cymaint â hynny. Mae busnesau'n trosglwyddo llawer o'r dreth ar eu taliadau eu hunain i brisiau, felly mae prisiau'n codi unwaith, o {priceRise} ar {rate}%.",
  "economy.comparedTitle": "Cymharu â system heddiw",
  // Step 5: the worked example.
  "economy.example":
    "Mae'r enghraifft yn defnyddio difidend y dinesydd blynyddol o <0>{dividend}</0> a threth trafodion o <1>{rate} y cant</1>, heb bolisïau ychwanegol.",
  "economy.exampleBudget":
    "Mae {dividend} i bob un o 54.5 miliwn o oedolion yn costio {cost} y flwyddyn. Mae {rate}% yn codi {revenue} unwaith y bydd pobl a marchnadoedd yn ymateb, felly nid yw'r enghraifft yn mantoli: {balance}. Yr hyn y mae {rate}% yn talu amdano yw difidend o tua {affordable} (ystod {low} i {high}). Dyma'r ffigurau y mae'r efelychydd yn eu dangos ar yr un gosodiadau.",
  "economy.currentSystem": "Y system bresennol",
  "economy.currentPerson":
    "Mae person sy'n ennill {salary} ac yn gwario {spending} (gan gynnwys rhent) yn talu {today} y flwyddyn mewn treth incwm, Yswiriant Gwladol a TAW. Mae'r trethi hynny'n aros: maen nhw'n talu am wariant cyhoeddus heddiw.",
  "economy.taxSystem": "System y dreth trafodion",
  "economy.taxPerson":
    "Ar {rate}% maen nhw hefyd yn talu {own} yn uniongyrchol ar eu pryniannau eu hunain, {prices} drwy brisiau uwch, {pay} drwy gyflog is a {other} drwy eu taliadau eraill, eu cynilion a'u buddsoddiadau ({total} i gyd), ac yn cael difidend y dinesydd o {dividend}: {net} y flwyddyn (ystod {low} i {high}).",
};
