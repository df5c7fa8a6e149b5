/** The bind page and the residence question: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { bindEnGB } from "./en-GB";

export const bindCy: Record<keyof typeof bindEnGB, string> = {
  "bind.title": "Adolygu a rhwymo'ch pleidlais",
  "bind.description":
    "Gwiriwch eich naratif, eich polisïau a'ch cyllideb cyn i chi rwymo'ch pleidlais.",
  "bind.narrative.yours": "Eich naratif",
  "bind.narrative.none":
    "Dim naratif wedi'i ddewis eto. <0>Dewiswch naratif</0> i lunio'ch pleidlais.",
  "bind.summary.title": "Crynodeb",
  "bind.summary.calculating": "Wrthi'n cyfrifo…",
  "bind.summary.plain":
    "{count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}} yn costio {cost} y flwyddyn, wedi'u hariannu gan dreth trafodion o {rate}% gyda difidend dinesydd o {dividend}.",
  "bind.summary.full":
    "{count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}} yn costio {cost} y flwyddyn, wedi'u hariannu gan dreth trafodion o {rate}% gyda difidend dinesydd o {dividend}, gan adael balans y pecyn o <0>{balance}</0>; mae costau byw yn codi <1>{priceRise}</1>.",
  "bind.residence.hint":
    "Yna mae eich pleidlais yn cyfrif yn y canlyniadau ar gyfer eich gwlad a'ch rhanbarth, a ddangosir dim ond pan fydd digon o bobl yno wedi pleidleisio. Caiff ei chadw gyda'ch pleidlais, o dan y caniatâd isod; byth cod post.",
  "bind.back": "Yn ôl i'r Efelychydd Treth",
  "bind.submitting": "Wrthi'n cyflwyno...",
  "bind.signUpAndBind": "Cofrestru a rhwymo fy mhleidlais",
  "bind.bindOnly": "Rhwymo'r bleidlais yn unig",
  "bind.success": "Mae eich pleidlais wedi'i rhwymo",
  "bind.failure": "Methwyd rhwymo'ch pleidlais. Rhowch gynnig arall arni.",
  "bind.account.title": "Mae angen cyfrif i bleidleisio",
  "bind.account.body":
    "Ticiwch y blwch a phwyswch “Cofrestru a rhwymo fy mhleidlais”: rydych chi'n creu cyfrif gyda chyfeiriad e-bost a chyfrinair, ac mae eich pleidlais yn cael ei rhwymo cyn gynted ag y byddwch yn ôl yma, heb ddim i'w bwyso eto. Oes gennych chi un yn barod? <0>Mewngofnodwch</0>.",
  "bind.account.guest":
    "Neu pleidleisiwch heb gyfrif fel gwestai yn ystafell y gweithdy <0>{room}</0> (yna mae'n cyfrif yn yr ystafell yn unig).",
  "bind.room.open":
    "Bydd eich pleidlais hefyd yn cyfrif yn ystafell y gweithdy <0>{room}</0> (<1>{code}</1>).",
  "bind.room.guest":
    "Fel gwestai, bydd eich pleidlais yn cyfrif yn ystafell y gweithdy <0>{room}</0> (<1>{code}</1>) yn unig.",
  "bind.room.closed":
    "Mae ystafell y gweithdy <0>{room}</0> (<1>{code}</1>) ar gau; bydd eich pleidlais yn cyfrif yn genedlaethol.",
  "bind.room.change": "Newid ystafell",
  "bind.policies.title": "Y polisïau a ddewisoch",
  "bind.policies.none": "Dim polisïau wedi'u dewis eto.",
  "bind.economy.title": "Gosodiadau economaidd",
  "bind.economy.taxRate": "Cyfradd y dreth trafodion",
  "bind.economy.dividend": "Difidend y dinesydd (di-dreth)",
  "bind.economy.balance": "Balans y pecyn",
  "bind.economy.priceRise": "Mae costau byw yn codi",
  "bind.economy.priceRange": "ystod {low} i {high}",
  "bind.economy.balanceRange": "{low} i {high}",
  "bind.economy.balanced": "yn cydbwyso yn yr achos canolog",
  "bind.economy.surplus": "gwarged o {amount} yn yr achos canolog",
  "bind.economy.deficit": "diffyg o {amount} yn yr achos canolog",
};
