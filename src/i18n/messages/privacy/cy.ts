/** The privacy notice (src/features/privacy): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { privacyEnGB } from "./en-GB";

export const privacyCy: Record<keyof typeof privacyEnGB, string> = {
  "privacy.description":
    "Sut mae Efelychydd Polisi'r DU yn gofalu am eich data. Fersiwn {version}.",
  "privacy.inShort": "Yn fyr",
  "privacy.inShortBody":
    "Mae eich pleidlais yn dweud beth yw eich barn am wleidyddiaeth. Mae'r gyfraith (GDPR y DU, Erthygl 9) yn trin barn wleidyddol fel <0>data categori arbennig</0>, felly dim ond ar ôl i chi gytuno, mewn cymaint o eiriau, drwy dicio blwch ar gyfer pob un, wrth ymyl y botwm sy'n ei gadw, y byddwn yn cadw eich pleidlais, eich dewisiadau polisi a'ch maniffestos. Gallwch weld popeth sydd gennym amdanoch, tynnu'ch caniatâd yn ôl, a dileu eich cyfrif, i gyd o <1>dudalen eich cyfrif</1>. Does neb arall byth yn gweld eich pleidlais chi: dim ond cyfansymiau mae eraill yn eu gweld.",
  "privacy.responsible": "Pwy sy'n gyfrifol",
  "privacy.controller.named": "Rheolydd eich data yw <0>{controller}</0>.",
  "privacy.controller.namedContact":
    "Rheolydd eich data yw <0>{controller}</0> (<1>{contact}</1>).",
  "privacy.controller.operator":
    "Rheolydd eich data yw gweithredwr y wefan hon. Cafodd y copi hwn ei gychwyn heb reolydd wedi'i enwi: gofynnwch i bwy bynnag a roddodd ei gyfeiriad i chi pwy sy'n ei redeg.",
  "privacy.controller.operatorContact":
    "Rheolydd eich data yw gweithredwr y wefan hon (<1>{contact}</1>). Cafodd y copi hwn ei gychwyn heb reolydd wedi'i enwi: gofynnwch i bwy bynnag a roddodd ei gyfeiriad i chi pwy sy'n ei redeg.",
  "privacy.whatWeStore": "Beth rydyn ni'n ei gadw",
  "privacy.store.account.what": "Eich cyfrif",
  "privacy.store.account.detail":
    "eich cyfeiriad e-bost, stwnsh unffordd o'ch cyfrinair (byth y cyfrinair ei hun), a phryd y gwnaethoch fewngofnodi; does gan westai mewn gweithdy ddim e-bost, dim ond hunaniaeth ar hap",
  "privacy.store.sessions.what": "Eich sesiynau",
  "privacy.store.sessions.detail": "pa ddyfeisiau sydd wedi mewngofnodi, a than pryd",
  "privacy.store.consent.what": "Eich caniatâd",
  "privacy.store.consent.detail":
    "ar gyfer pob un o'ch pleidlais, eich dewisiadau polisi a'ch maniffestos: pryd y gwnaethoch gytuno i'r hysbysiad hwn, ac i ba fersiwn",
  "privacy.store.votes.what": "Eich pleidleisiau",
  "privacy.store.votes.detail":
    "y stori a'r polisïau a ddewisoch, eich gosodiadau treth a'r ffigurau a gyfrifwyd ohonynt, pryd y gwnaethoch bleidleisio, yr ystafell weithdy y gwnaethoch bleidleisio ynddi, ac, os dywedoch chi, y genedl rydych chi'n byw ynddi (ac yn Lloegr eich rhanbarth; byth cod post); caiff pleidleisiau cynharach eu cadw gyda'ch cyfrif nes i chi ei ddileu neu dynnu caniatâd yn ôl",
  "privacy.store.rankings.what": "Eich trefniadau",
  "privacy.store.rankings.detail": "y polisïau a roesoch mewn trefn ym mhob maes polisi",
  "privacy.store.manifestos.what": "Eich maniffestos",
  "privacy.store.manifestos.detail":
    "y maniffestos a gadwoch, gyda'r weledigaeth a deipioch, a'r ddolen os rhannoch un",
  "privacy.store.profile.what": "Eich proffil",
  "privacy.store.profile.detail":
    "eich e-bost eto, a dyddiadau eich pleidlais a'ch mewngofnodi diwethaf",
  "privacy.store.rooms.what": "Eich ystafelloedd gweithdy",
  "privacy.store.rooms.detail":
    "yr ystafelloedd rydych chi'n eu rhedeg fel hwylusydd: eu henwau, eu codau a'u gosodiadau",
  "privacy.store.abuse.what": "Cownteri camddefnydd",
  "privacy.store.abuse.detail":
    "cyfrifon byrhoedlog o ymdrechion i fewngofnodi a cheisiadau AI, yn ôl eich cyfrif neu gyfeiriad eich rhwydwaith",
  "privacy.storeItem": "<0>{what}</0>: {detail}",
  "privacy.notStored":
    "Dydyn ni ddim yn cadw eich enw, eich cyfeiriad nac unrhyw beth o'ch dyfais y tu hwnt i'r hyn a restrir. Mae'r porwr yn cadw'r dewisiadau rydych chi ar ganol eu gwneud (y stori, y polisïau a'r gosodiadau treth rydych chi'n edrych arnynt, a ble rydych chi'n byw os dywedwch) ar eich dyfais eich hun nes i chi bleidleisio.",
  "privacy.why": "Pam, ac ar ba sail gyfreithiol",
  "privacy.whyBody":
    "Rydyn ni'n defnyddio eich pleidlais i'w chyfrif yng nghanlyniadau'r gymuned — yn genedlaethol ac, os ymunoch ag un, yn eich ystafell weithdy — ac i ddangos i chi sut mae'ch dewis yn cymharu. Dim ond i gadw eich cyfrif rydyn ni'n defnyddio eich e-bost a'ch cyfrinair.",
  "privacy.lawfulBasis":
    "<0>Sail gyfreithlon (Erthygl 6):</0> eich caniatâd (Erthygl 6(1)(a)) ar gyfer eich pleidleisiau, eich trefniadau a'ch maniffestos; ar gyfer manylion eich cyfrif, y gwasanaeth y gofynnoch amdano (Erthygl 6(1)(b)).",
  "privacy.specialCategory":
    "<0>Amod categori arbennig (Erthygl 9):</0> eich caniatâd penodol (Erthygl 9(2)(a)), a ofynnir ar wahân ar gyfer pob un o dri diben, pob un lle caiff ei gadw:",
  "privacy.purpose.vote":
    "<0>Eich pleidlais</0> (gyda'r polisïau a thestun y maniffesto a anfonir gyda hi): cyn iddi gael ei chadw rydych chi'n ticio blwch sy'n dweud “{statement}”. Ym mhleidlais gyflym gweithdy mae'r botwm ei hun yn dweud “Cytuno a bwrw fy mhleidlais”, gyda'r un geiriau wrth ei ymyl.",
  "privacy.purpose.rankings":
    "<0>Eich dewisiadau polisi</0> (y polisïau rydych chi'n eu rhoi mewn trefn ym mhob maes): blwch wrth ymyl Cadw sy'n dweud “{statement}”. Heb ei dicio, mae'ch dewisiadau'n aros yn eich porwr yn unig.",
  "privacy.purpose.manifestos":
    "<0>Eich maniffestos</0>: blwch wrth ymyl y botwm sy'n cadw un, sy'n dweud “{statement}”.",
  "privacy.separately":
    "Dydy cytuno i un byth yn cytuno i un arall. Rydyn ni'n cofnodi pryd y gwnaethoch gytuno, i beth, ac i ba fersiwn o'r hysbysiad hwn; os bydd yr hysbysiad yn newid, byddwn yn gofyn eto.",
  "privacy.whoSees": "Pwy sy'n gallu gweld beth",
  "privacy.sees.everyone":
    "Dim ond cyfansymiau mae <0>pawb</0> yn eu gweld: faint o bobl a ddewisodd bob stori a pholisi, gosodiadau treth cyfartalog, map o gyfrifon. Does dim pleidlais unigolyn yn cael ei dangos.",
  "privacy.sees.rooms":
    "Mae <0>ystafelloedd gweithdy</0> yn dangos eu canlyniadau dim ond pan fydd digon o bobl wedi pleidleisio (yr hwylusydd sy'n gosod y nifer, o leiaf {min}; {threshold} oni chaiff ei newid), fel na ellir tynnu sylw at neb. Tan hynny, dydy pleidleisiau'r ystafell honno ddim yn symud y canlyniadau cenedlaethol chwaith.",
  "privacy.sees.places":
    "Mae <0>canlyniadau fesul cenedl a rhanbarth</0> yn dangos cyfansymiau lle dim ond pan fydd ganddo ddigon o bleidleisiau, a chaiff y cenhedloedd (neu ranbarthau Lloegr) eu dangos gyda'i gilydd neu ddim o gwbl, fel na ellir cyfrifo ffigurau unrhyw le drwy dynnu. Chaiff ystafell weithdy byth ei rhannu fesul lle.",
  "privacy.sees.facilitators":
    "Mae <0>hwyluswyr</0> yn gweld cyfansymiau eu hystafell, byth pwy a bleidleisiodd dros beth.",
  "privacy.sees.shared":
    "Caiff <0>maniffesto a rennir</0> ei weld gan unrhyw un sydd â'i ddolen, dim ond os ydych chi'n ei gyhoeddi; mae dad-gyhoeddi'n atal y ddolen rhag gweithio.",
  "privacy.sees.operator":
    "Gall <0>gweithredwr</0> y wefan hon ddarllen y gronfa ddata i'w rhedeg ac i ateb eich ceisiadau.",
  "privacy.howLong": "Am ba hyd rydyn ni'n ei gadw",
  "privacy.keep.account":
    "Eich cyfrif a'ch pleidleisiau: nes i chi eu dileu, neu dynnu'ch caniatâd yn ôl.",
  "privacy.keep.guests":
    "Pleidleisiau gwesteion (gwesteion gweithdy heb gyfrif): yn cael eu dileu, gyda hunaniaeth y gwestai, {days} diwrnod ar ôl i'r ystafell gau.",
  "privacy.keep.abandoned":
    "Hunaniaethau gwesteion na phleidleisiodd erioed: yn cael eu dileu ar ôl {days} diwrnod.",
  "privacy.keep.abuse":
    "Cofnodion ymdrechion i fewngofnodi a chownteri ceisiadau AI: yn cael eu cadw am ychydig yn unig (tua awr ar ôl yr ymdrech olaf), i atal camddefnydd.",
  "privacy.rights": "Eich hawliau",
  "privacy.right.access":
    "<0>Mynediad</0>: mae “Lawrlwytho fy nata” ar dudalen eich cyfrif yn cadw popeth sydd gennym amdanoch mewn un ffeil.",
  "privacy.right.erasure":
    "<0>Dileu</0>: mae “Dileu fy nghyfrif” yn dileu eich cyfrif a phopeth sy'n gysylltiedig ag ef, ac yn tynnu'ch pleidlais allan o bob cyfanswm.",
  "privacy.right.withdraw":
    "<0>Tynnu caniatâd yn ôl</0>: ar dudalen eich cyfrif, ar gyfer pob diben ar ei ben ei hun: mae ei dynnu'n ôl yn dileu'r hyn yr oedd yn ei gwmpasu (eich pleidleisiau; eich dewisiadau polisi; eich maniffestos gyda'u dolenni rhannu); mae'ch cyfrif a'ch caniatâd arall yn aros.",
  "privacy.right.rectification":
    "<0>Cywiro</0>: newidiwch eich pleidlais unrhyw bryd drwy bleidleisio eto; golygwch neu ddileu eich maniffestos ar dudalen eich cyfrif.",
  "privacy.right.object":
    "<0>Gwrthwynebu</0>: gallwch wrthwynebu unrhyw ddefnydd o'ch data; gan mai dim ond gyda'ch caniatâd rydyn ni'n ei ddefnyddio, mae ei dynnu'n ôl yn atal y defnydd hwnnw.",
  "privacy.askOperator":
    "Os na allwch ddefnyddio eich cyfrif, gofynnwch i weithredwr y wefan hon allforio neu ddileu eich data ar eich rhan.",
  "privacy.askOperatorContact":
    "Os na allwch ddefnyddio eich cyfrif, gofynnwch i weithredwr y wefan hon (<0>{contact}</0>) allforio neu ddileu eich data ar eich rhan.",
  "privacy.complaints": "Cwynion",
  "privacy.complaintsBody":
    "Os ydych chi'n anhapus â'r ffordd y caiff eich data ei drin, gallwch gwyno i Swyddfa'r Comisiynydd Gwybodaeth (ICO): <0>ico.org.uk</0>, ffôn 0303 123 1113.",
};
