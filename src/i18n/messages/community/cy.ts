/** The community view (src/features/community): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { communityEnGB } from "./en-GB";

const VOTES =
  "{count, plural, zero {# pleidlais weithredol} one {# bleidlais weithredol} two {# bleidlais weithredol} few {# pleidlais weithredol} many {# phleidlais weithredol} other {# pleidlais weithredol}}";

export const communityCy: Record<keyof typeof communityEnGB, string> = {
  "community.title": "Cymharu â'r gymuned",
  "community.description":
    "Gwelwch sut mae'ch cyllideb yn cymharu â phawb sydd wedi rhwymo pleidlais. Mae'r ffigurau'n newid yn fyw wrth i bleidleisiau gyrraedd.",
  "community.refresh": "Adnewyddu",
  "community.flowComplete": "✓ Mae'ch pleidlais gyflawn wedi'i chofnodi",
  "community.tabs.label": "Golwg y gymhariaeth",
  "community.tabs.yours": "Eich Pleidlais",
  "community.tabs.community": "Y Gymuned",
  "community.countsOnceVerified":
    "Bydd eich pleidlais yn cyfrif yn genedlaethol unwaith y byddwch yn dilysu'ch e-bost.",
  "community.bound.storedVerify":
    "Mae'ch pleidlais wedi'i chadw. Bydd eich pleidlais yn cyfrif yn genedlaethol unwaith y byddwch yn dilysu'ch e-bost. <0>Dilyswch ef ar dudalen eich cyfrif</0> neu yma:",
  "community.bound.countedLoading":
    "Mae'ch pleidlais wedi'i chyfrif. Wrthi'n llwytho cyfanswm y gymuned…",
  "community.bound.counted":
    "Mae'ch pleidlais wedi'i chyfrif: cyfanswm y gymuned bellach yw {total, plural, zero {# pleidlais} one {# bleidlais} two {# bleidlais} few {# pleidlais} many {# phleidlais} other {# pleidlais}}, gan gynnwys eich un chi.",
  "community.bound.notYet":
    "Mae'ch pleidlais wedi'i chadw; dydy hi ddim yn y cyfanswm cenedlaethol eto (gweler y nodyn uchod).",
  "community.bound.seeResults": "Gweld canlyniadau'r gymuned",
  "community.verifyOnAccount": "Dilyswch ef ar dudalen eich cyfrif",
  "community.verify.done":
    "✓ Mae {email} wedi'i ddilysu: mae'ch pleidlais yn cyfrif yn genedlaethol.",
  "community.verify.sentEmail": "Fe anfonon ni god {digits} digid at {sentTo}.",
  "community.verify.sentLog":
    "Does dim gwasanaeth post wedi'i osod, felly mae'r cod ar gyfer {sentTo} yng nghofnod y gweinydd.",
  "community.verify.sendFailed": "Methwyd anfon cod. Rhowch gynnig arall arni.",
  "community.verify.checkFailed": "Methwyd gwirio'r cod. Rhowch gynnig arall arni.",
  "community.verify.resendWait": "Arhoswch {wait} cyn gofyn am god arall.",
  "community.verify.wait.seconds":
    "{count, plural, zero {# eiliad} one {# eiliad} two {# eiliad} few {# eiliad} many {# eiliad} other {# eiliad}}",
  "community.verify.wait.minutes":
    "{count, plural, zero {# munud} one {# munud} two {# funud} few {# munud} many {# munud} other {# munud}}",
  "community.verify.sendNew": "Anfon cod newydd",
  "community.verify.sendTo": "Anfon cod at {email}",
  "community.verify.codeLabel": "Cod {digits} digid",
  "community.verify.submit": "Dilysu",
  "community.workshop":
    "Yn cynnal gweithdy? <0>Crëwch ystafell weithdy</0> a dangoswch y canlyniadau byw ar daflunydd.",
  "community.unknownRoom":
    "Does dim ystafell â'r cod {code}. <0>Ymunwch ag ystafell</0> neu dewiswch Cenedl.",
  "community.nationsOnProjector": "Dangos y gwledydd a'r rhanbarthau ar daflunydd",
  "community.scope.label": "Canlyniadau ar gyfer",
  "community.scope.nation": "Cenedl",
  "community.scope.room": "Ystafell",
  "community.scope.compare": "Ystafell a Chenedl",
  "community.scope.roomIs": "Ystafell:",
  "community.links.manifesto": "Maniffesto'r gymuned",
  "community.links.presenter": "Golwg y cyflwynydd",
  "community.links.csv": "Allforio CSV",
  "community.loading": "Wrthi'n llwytho canlyniadau'r gymuned...",
  "community.basedOn.nation": `Yn seiliedig ar ${VOTES} gan {counting, select, verified {gyfrifon wedi'u dilysu} other {gyfrifon}} ar draws y genedl: pobl a ddewisodd gymryd rhan, nid arolwg wedi'i bwysoli i'r boblogaeth.`,
  "community.basedOn.sample":
    "Yn seiliedig ar {count} o bleidleisiau sampl synthetig, nid rhai go iawn.",
  "community.basedOn.room": `Yn seiliedig ar ${VOTES} yn {room}; yn cael eu dangos o {threshold} pleidlais ymlaen.`,
  "community.basedOn.thisRoom": "yr ystafell hon",
  "community.sampleBanner":
    "Data sampl: pleidleiswyr synthetig wedi'u creu i ddangos sut mae'r dudalen hon yn gweithio. Nid pleidleisiau go iawn.",
  "community.totalVotes": "Cyfanswm y pleidleisiau",
  "community.howWeCount": "Sut rydyn ni'n cyfrif",
  "community.summaryTitle": "Crynodeb y gymuned",
  "community.distribution": "Dosbarthiad y pedrannau",
  "community.topNarratives": "Y prif naratifau",
  "community.noNarratives": "Does dim naratif wedi'i ddewis eto.",
  "community.averagesTitle": "Cyfartaleddau'r gymuned",
  "community.averagesEmpty":
    "Dim pleidleisiau eto. Bydd y gyfradd dreth, y difidend a chostau byw ar gyfartaledd yn ymddangos gyda'r bleidlais gyntaf.",
  "community.taxRate": "Cyfradd y dreth",
  "community.dividend": "Difidend",
  "community.priceFigure": "Costau byw yn codi",
  "community.range": "ystod {low} i {high}",
  "community.valueWithRange": "{central} (ystod {low} i {high})",
  "community.summary.none":
    "Does dim pleidlais wedi'i rhwymo eto. Byddwch y cyntaf i lunio cyllideb y gymuned.",
  "community.summary.lean": "Mae'r rhan fwyaf o bleidleiswyr yn pwyso tuag at {quadrant} ({share})",
  "community.summary.split":
    "Mae'r pleidleiswyr wedi'u rhannu'n gyfartal rhwng {quadrants} ({share} yr un)",
  "community.summary.and": "{first} a {last}",
  "community.summary.favourite": '{lean}, a\'r naratif mwyaf poblogaidd yw "{title}".',
  "community.summary.noFavourite": "{lean}.",
  "community.summary.averages":
    "Ar gyfartaledd mae'r gymuned yn gosod treth trafodion o {rate} a difidend y dinesydd o {dividend} (yn ddi-dreth).",
  "community.vs.title": "Ystafell a Chenedl",
  "community.vs.figure": "Ffigur",
  "community.vs.nation": "Cenedl",
  "community.vs.averageTax": "Cyfradd y dreth ar gyfartaledd",
  "community.vs.averageDividend": "Difidend ar gyfartaledd",
  "community.vs.topNarrative": "Y prif naratif",
  "community.vs.noneYet": "Dim un eto",
  "community.sample.generated": "Wedi creu {count} o bleidleisiau sampl!",
  "community.sample.failed": "Methwyd creu data sampl: {reason}",
  "community.sample.unknownError": "gwall anhysbys",
  "community.sample.title": "Rhowch gynnig arni gyda phleidleisiau sampl",
  "community.sample.body":
    "Does dim pleidlais yng nghanlyniadau'r gymuned eto. Crëwch bleidleisiau sampl gan 150 o bleidleiswyr synthetig i weld sut mae'r gymhariaeth yn gweithio. Maen nhw wedi'u labelu'n ddata sampl, yn cael eu dangos dim ond pan fyddwch yn eu troi ymlaen, a byth yn cael eu cyfrif yn y canlyniadau go iawn.",
  "community.sample.generating": "Wrthi'n creu...",
  "community.sample.generate": "Creu data sampl",
  "community.sample.show": "Dangos data sampl",
  "community.sample.showBody":
    "Dim pleidleisiau go iawn eto. Gwelwch sut olwg sydd ar y dudalen hon gyda {count} o bleidleisiau sampl synthetig; dydyn nhw byth yn cael eu cyfrif yn y canlyniadau na'r allforion.",
  "community.threshold.title": "Mae'r canlyniadau'n cael eu dal yn ôl am y tro",
  "community.threshold.body":
    "Bydd canlyniadau'r ystafell yn ymddangos pan fydd ganddi {threshold} pleidlais, fel na all y pleidleisiau cynnar ddatgelu pwy yw neb.",
  "community.unbound.current": "eich dewis presennol",
  "community.unbound":
    "Rydych chi'n gweithio ar {name} ({narrative}), nad yw'n bleidlais wedi'i rhwymo. <0>Adolygwch a'i rhwymo</0>.",
  "community.yours.signIn": "Mewngofnodwch i weld eich pleidlais a'i chymharu â'r gymuned.",
  "community.yours.signInButton": "Mewngofnodi",
  "community.yours.none": "Dydych chi ddim wedi rhwymo pleidlais eto.",
  "community.yours.toSimulator": "I'r efelychydd cyllideb",
  "community.yours.narrative": "Eich naratif",
  "community.yours.unknownNarrative": "Naratif anhysbys",
  "community.yours.transactionTax": "Treth trafodion",
  "community.yours.dividend": "Difidend y dinesydd",
  "community.yours.balance": "Cydbwysedd y pecyn (canolog)",
  "community.yours.breakdown":
    "Dadansoddiad o'r polisïau ({count, plural, zero {# polisi} one {# polisi} two {# bolisi} few {# pholisi} many {# pholisi} other {# polisi}})",
  "community.summaryCard.title": "Crynodeb o'ch maniffesto",
  "community.summaryCard.loading": "Wrthi'n ysgrifennu crynodeb o'ch maniffesto...",
  "community.summaryCard.failed": "Methwyd creu'r maniffesto",
  "community.summaryCard.retry": "Rhowch gynnig arall arni",
  "community.summaryCard.dominant": "Y prif bedrant",
  "community.summaryCard.confidence": "Hyder",
  "community.summaryCard.analysis": "Dadansoddiad",
  "community.compare.title": "O'i gymharu â'r gymuned",
  "community.compare.setting": "Gosodiad",
  "community.compare.you": "Chi",
  "community.compare.community": "Y gymuned",
  "community.compare.same": "Yr un fath â'r cyfartaledd",
  "community.compare.above": "{amount} uwchlaw'r cyfartaledd",
  "community.compare.below": "{amount} islaw'r cyfartaledd",
  "community.compare.points": "{value} pwynt",
  "community.compare.taxChart": "Cyfradd y dreth (%)",
  "community.compare.priceChart": "Costau byw yn codi (%)",
  "community.threshold.progress": "{count} o'r {threshold} pleidlais sydd eu hangen",
  "community.threshold.bar": "Pleidleisiau tuag at y trothwy",
};
