/** Account and your data (src/features/account): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { accountEnGB } from "./en-GB";

export const accountCy: Record<keyof typeof accountEnGB, string> = {
  "account.pendingTitle": "Cadw “{title}” i'ch cyfrif?",
  "account.yourManifesto": "eich maniffesto",
  "account.pendingBody":
    "Fe wnaethoch chi'r maniffesto hwn cyn mewngofnodi. Caiff ei gadw yn y porwr hwn nes i chi ddewis.",
  "account.pendingSave": "Ei gadw i'm cyfrif",
  "account.pendingDiscard": "Ei daflu",
  "account.importSaved": "Maniffesto wedi'i gadw i'ch cyfrif!",
  "account.importFailed": "Methwyd cadw'r maniffesto. Rhowch gynnig arall arni.",
  "account.profile": "Proffil",
  "account.email": "E-bost",
  "account.unknown": "Anhysbys",
  "account.memberSince": "Aelod ers",
  "account.savedManifestos": "Maniffestos wedi'u cadw",
  "account.savedFailed": "Methwyd llwytho'ch maniffestos sydd wedi'u cadw.",
  "account.purpose.vote": "Eich pleidlais",
  "account.purpose.rankings": "Eich dewisiadau polisi",
  "account.purpose.manifestos": "Eich maniffestos",
  "account.consent.none.vote":
    "Dydych chi ddim wedi cytuno i gadw'ch pleidleisiau, felly does dim un wedi'i chadw.",
  "account.consent.none.rankings":
    "Dydych chi ddim wedi cytuno i gadw'ch dewisiadau polisi, felly does dim un wedi'i gadw.",
  "account.consent.none.manifestos":
    "Dydych chi ddim wedi cytuno i gadw'ch maniffestos, felly does dim un wedi'i gadw.",
  "account.consent.given.vote":
    "Fe wnaethoch chi gytuno ar {date} i gadw'ch pleidleisiau (hysbysiad preifatrwydd {version}{changed, select, yes {, sydd wedi newid ers hynny: gofynnir i chi eto} other {}}).",
  "account.consent.given.rankings":
    "Fe wnaethoch chi gytuno ar {date} i gadw'ch dewisiadau polisi (hysbysiad preifatrwydd {version}{changed, select, yes {, sydd wedi newid ers hynny: gofynnir i chi eto} other {}}).",
  "account.consent.given.manifestos":
    "Fe wnaethoch chi gytuno ar {date} i gadw'ch maniffestos (hysbysiad preifatrwydd {version}{changed, select, yes {, sydd wedi newid ers hynny: gofynnir i chi eto} other {}}).",
  "account.consent.deletes.vote":
    "Caiff eich pleidleisiau (gyda'r polisïau a thestun y maniffesto a anfonwyd gyda nhw) eu dileu nawr a'u tynnu o bob cyfanswm.",
  "account.consent.deletes.rankings":
    "Caiff y polisïau a ddewisoch ac a restroch ym mhob maes eu dileu nawr.",
  "account.consent.deletes.manifestos":
    "Caiff eich maniffestos sydd wedi'u cadw, gydag unrhyw ddolenni rhannu, eu dileu nawr.",
  "account.consent.confirm.vote": "Tynnu'n ôl a dileu fy mhleidleisiau",
  "account.consent.confirm.rankings": "Tynnu'n ôl a dileu fy newisiadau",
  "account.consent.confirm.manifestos": "Tynnu'n ôl a dileu fy maniffestos",
  "account.consent.keep.vote": "Cadw fy mhleidleisiau",
  "account.consent.keep.rankings": "Cadw fy newisiadau",
  "account.consent.keep.manifestos": "Cadw fy maniffestos",
  "account.consent.withdraw.vote": "Tynnu caniatâd yn ôl: eich pleidlais",
  "account.consent.withdraw.rankings": "Tynnu caniatâd yn ôl: eich dewisiadau polisi",
  "account.consent.withdraw.manifestos": "Tynnu caniatâd yn ôl: eich maniffestos",
  "account.consent.withdrawn.vote": "Caniatâd wedi'i dynnu'n ôl: eich pleidlais wedi'i dileu",
  "account.consent.withdrawn.rankings":
    "Caniatâd wedi'i dynnu'n ôl: eich dewisiadau polisi wedi'u dileu",
  "account.consent.withdrawn.manifestos":
    "Caniatâd wedi'i dynnu'n ôl: eich maniffestos wedi'u dileu",
  "account.consent.withdrawTitle": "Tynnu'ch caniatâd yn ôl?",
  "account.consent.stays":
    "Bydd eich cyfrif a'ch caniatâd arall yn aros. Does dim modd dadwneud hyn.",
  "account.deleted": "Mae'ch cyfrif wedi'i ddileu",
  "account.deletedDetail":
    "Mae popeth a gadwyd amdanoch chi wedi mynd, ac mae'ch pleidlais wedi'i thynnu o bob cyfanswm.",
  "account.downloadFailed": "Methwyd paratoi'ch data. Rhowch gynnig arall arni.",
  "account.deleteFailed": "Methwyd dileu'ch cyfrif. Rhowch gynnig arall arni.",
  "account.withdrawFailed": "Methwyd tynnu'ch caniatâd yn ôl. Rhowch gynnig arall arni.",
  "account.yourData": "Eich data",
  "account.readNotice": "Darllen yr hysbysiad preifatrwydd",
  "account.preparing": "Wrthi'n paratoi…",
  "account.download": "Lawrlwytho fy nata",
  "account.deleteAccount": "Dileu fy nghyfrif",
  "account.deleteTitle": "Dileu'ch cyfrif?",
  "account.keepAccount": "Cadw fy nghyfrif",
  "account.deleteBody":
    "Caiff eich cyfrif, eich pleidleisiau, eich rhestrau, eich maniffestos a'ch dolenni rhannu eu dileu, caiff eich pleidlais ei thynnu o bob cyfanswm, a chaiff yr ystafelloedd gweithdy rydych chi'n eu rhedeg eu cau. Byddwch yn cael eich allgofnodi. Does dim modd dadwneud hyn.",
  "account.noneSaved": "Dim maniffestos wedi'u cadw eto",
  "account.noneSavedHint": "Adeiladwch un o'ch geiriau eich hun, neu dechreuwch o naratif.",
  "account.createAi": "Creu maniffesto AI",
  "account.chooseNarratives": "Dewis o'r naratifau",
  "account.myManifesto": "Fy maniffesto",
  "account.manifestoDeleted": "Maniffesto wedi'i ddileu",
  "account.deleteManifestoFailed": "Methwyd dileu'r maniffesto. Rhowch gynnig arall arni.",
  "account.editLoadFailed": "Methwyd llwytho data'r maniffesto i'w olygu.",
  "account.reviewLoadFailed": "Methwyd llwytho data'r maniffesto i'w adolygu.",
  "account.match": "{percent}% yn cyfateb",
  "account.working": "Yn gweithio ar hwn",
  "account.policyCount":
    "{count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}}",
  "account.edit": "Golygu",
  "account.editLabel": "Golygu {title}",
  "account.review": "Adolygu a chyflwyno",
  "account.reviewLabel": "Adolygu a chyflwyno {title}",
  "account.delete": "Dileu",
  "account.deleteLabel": "Dileu {title}",
  "account.deleteManifestoTitle": "Dileu'r maniffesto hwn?",
  "account.deleteManifestoBody":
    "Caiff “{title}” ei dynnu o'ch cyfrif. Does dim modd dadwneud hyn.",
  "account.cancel": "Canslo",
  "account.deleteManifesto": "Dileu'r maniffesto",
  "account.shareOn": "Dolen rannu ymlaen",
  "account.sharingStopped": "Rhannu wedi'i atal",
  "account.shareFailed": "Methwyd newid y rhannu. Rhowch gynnig arall arni.",
  "account.linkCopied": "Dolen wedi'i chopïo",
  "account.copyFailed": "Methwyd copïo'r ddolen. Dewiswch hi a'i chopïo yn lle hynny.",
  "account.share": "Rhannu",
  "account.shareLabel": "Rhannu {title}",
  "account.anyoneWithLink": "Gall unrhyw un sydd â'r ddolen hon ei ddarllen:",
  "account.shareLinkFor": "Dolen rannu ar gyfer {title}",
  "account.copyLink": "Copïo'r ddolen",
  "account.open": "Agor",
  "account.stopSharing": "Atal rhannu",
  "account.stopSharingLabel": "Atal rhannu {title}",
  "account.codeSent":
    "Rydyn ni wedi anfon cod {digits} digid i {email}. Mae'n gweithio am 15 munud.",
  "account.codeLogged":
    "Does dim gwasanaeth post wedi'i osod ar y gweinydd hwn, felly cafodd y cod ar gyfer {email} ei ysgrifennu i log y gweinydd yn lle hynny (modd datblygu).",
  "account.sendFailed": "Methwyd anfon cod. Rhowch gynnig arall arni.",
  "account.checkFailed": "Methwyd gwirio'r cod. Rhowch gynnig arall arni.",
  "account.resendWait": "Arhoswch {wait} cyn gofyn am god arall.",
  "account.wait.seconds":
    "{count, plural, zero {# eiliad} one {# eiliad} two {# eiliad} few {# eiliad} many {# eiliad} other {# eiliad}}",
  "account.wait.minutes":
    "{count, plural, zero {# munud} one {# munud} two {# funud} few {# munud} many {# munud} other {# munud}}",
  "account.verifyTitle": "Dilysu e-bost",
  "account.verified":
    "✓ Mae {email} wedi'i ddilysu: mae'ch pleidlais yn cyfrif ymhlith pleidleisiau cyfrifon wedi'u dilysu.",
  "account.verifyPrompt":
    "Dilyswch {email} fel bod eich pleidlais yn cyfrif ymhlith pleidleisiau cyfrifon wedi'u dilysu, y gall y canlyniadau cenedlaethol eu cyfrif ar eu pen eu hunain. <0>Sut rydyn ni'n cyfrif</0>",
  "account.sendNew": "Anfon cod newydd",
  "account.sendCode": "Anfon cod ataf i",
  "account.codeLabel": "Cod {digits} digid",
  "account.verify": "Dilysu",
};
