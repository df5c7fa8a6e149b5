/** The consent box (src/components/ConsentCheckbox.tsx): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { consentEnGB } from "./en-GB";

export const consentCy: Record<keyof typeof consentEnGB, string> = {
  "consent.statement.vote":
    "Rwy'n cytuno bod fy mhleidlais — fy marn wleidyddol — yn cael ei chadw fel y disgrifir yn yr hysbysiad preifatrwydd",
  "consent.statement.rankings":
    "Rwy'n cytuno bod fy newisiadau polisi — fy marn wleidyddol — yn cael eu cadw fel y disgrifir yn yr hysbysiad preifatrwydd",
  "consent.statement.manifestos":
    "Rwy'n cytuno bod fy maniffestos — fy marn wleidyddol — yn cael eu cadw fel y disgrifir yn yr hysbysiad preifatrwydd",
  "consent.required.vote":
    "Ticiwch y blwch i gytuno i'r hysbysiad preifatrwydd cyn i'ch pleidlais gael ei chadw.",
  "consent.required.rankings":
    "Ticiwch y blwch i gytuno i'r hysbysiad preifatrwydd cyn i'ch dewisiadau gael eu cadw.",
  "consent.required.manifestos":
    "Ticiwch y blwch i gytuno i'r hysbysiad preifatrwydd cyn i'ch maniffesto gael ei gadw.",
  "consent.why.vote":
    "Barn wleidyddol yw eich pleidlais, felly mae'r gyfraith yn gofyn am eich caniatâd penodol.",
  "consent.why.rankings":
    "Barn wleidyddol yw'r polisïau rydych chi'n eu dewis, felly mae'r gyfraith yn gofyn am eich caniatâd.",
  "consent.why.manifestos":
    "Barn wleidyddol yw maniffesto, felly mae'r gyfraith yn gofyn am eich caniatâd penodol.",
  "consent.withdraw.vote":
    "Darllenwch yr <0>hysbysiad preifatrwydd</0>; gallwch dynnu'n ôl unrhyw bryd ar dudalen eich cyfrif, sy'n dileu eich pleidleisiau.",
  "consent.withdraw.rankings":
    "Darllenwch yr <0>hysbysiad preifatrwydd</0>; gallwch dynnu'n ôl unrhyw bryd ar dudalen eich cyfrif, sy'n dileu eich dewisiadau.",
  "consent.withdraw.manifestos":
    "Darllenwch yr <0>hysbysiad preifatrwydd</0>; gallwch dynnu'n ôl unrhyw bryd ar dudalen eich cyfrif, sy'n dileu eich maniffestos.",
  "consent.askFirst":
    "Cyn i'ch pleidlais gael ei chadw rydyn ni'n gofyn am eich caniatâd, fel y mae'r <0>hysbysiad preifatrwydd</0> yn ei ddisgrifio.",
  "consent.given":
    "Fe wnaethoch chi gytuno ar {date} i gadw'ch pleidlais fel y mae'r <0>hysbysiad preifatrwydd</0> yn ei ddisgrifio.",
};
