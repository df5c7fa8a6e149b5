/** The join page and the quick vote (src/features/rooms, /join): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { joinEnGB } from "./en-GB";

export const joinCy: Record<keyof typeof joinEnGB, string> = {
  "join.title": "Ymuno ag ystafell weithdy",
  "join.description":
    "Pleidleisiwch mewn eiliadau fel gwestai (mae'ch pleidlais yn cyfrif yn yr ystafell hon yn unig), neu gyda chyfrif (mae'n cyfrif yn genedlaethol hefyd).",
  "join.privacy":
    "Caiff eich pleidlais ei storio dim ond gyda'ch caniatâd. Darllenwch yr <0>hysbysiad preifatrwydd</0> i weld beth sy'n cael ei gadw, pwy sy'n ei weld ac am ba hyd.",
  "join.joinRoom": "Ymuno â'r ystafell",
  "join.joinAnother": "Ymuno ag ystafell arall",
  "join.tryAgain": "Rhoi cynnig arall arni",
  "join.finding": "Yn chwilio am yr ystafell...",
  "join.noRoom": "Does dim ystafell â'r cod {code}",
  "join.noRoomHint": "Gwiriwch y cod gyda'r hwylusydd a rhowch gynnig arall arni.",
  "join.closed": "Mae “{name}” wedi cau",
  "join.closedHint":
    "Nid yw'r ystafell hon yn cyfrif pleidleisiau newydd mwyach. Gallwch chi bleidleisio o hyd, ac mae'ch pleidlais yn cyfrif yn genedlaethol.",
  "join.inRoom": "✓ Rydych chi yn yr ystafell hon",
  "join.code": "Cod",
  "join.leave": "Gadael yr ystafell",
  "join.policyByPolicy": "Gwell gennych lunio'ch pleidlais fesul polisi?",
  "join.results": "Gweld canlyniadau'r ystafell hon",
  "join.code.label": "Cod yr ystafell",
  "join.code.hint":
    "Mae'r hwylusydd yn dangos y cod ar y sgrin. Does dim ots am briflythrennau, bylchau na llinellau toriad.",
  "join.code.empty": "Rhowch god yr ystafell.",
  "join.code.shape": "Mae codau ystafell yn {length} llythyren a rhif, er enghraifft KXB47Q.",
  "join.guest.vote": "Pleidleisio fel gwestai",
  "join.guest.joining": "Yn ymuno…",
  "join.guest.failed": "Methwyd dechrau sesiwn gwestai. Rhowch gynnig arall arni.",
  "join.guest.note":
    "Does dim angen e-bost. Mae pleidlais gwestai yn cyfrif yn yr ystafell hon yn unig, nid yn y canlyniadau cenedlaethol. <0>Mewngofnodwch gyda chyfrif</0> i'w chyfrif yn genedlaethol hefyd.",
  "join.accountsOnly.title": "Mae'r ystafell hon yn cyfrif pleidleisiau cyfrifon yn unig.",
  "join.accountsOnly.guest":
    "Mewngofnodwch neu crëwch gyfrif i bleidleisio yma; daw pleidlais gwestai a fwriwyd gennych eisoes gyda chi.",
  "join.accountsOnly.signedOut": "Mewngofnodwch neu crëwch gyfrif i bleidleisio.",
  "join.accountsOnly.signIn": "Mewngofnodi i bleidleisio",
  "join.quick.current": "Eich pleidlais nawr: <0>{title}</0>. Dewiswch eto i'w newid.",
  "join.quick.question": "Pa stori sydd agosaf at eich barn chi?",
  "join.quick.takesPolicies": "Mae'ch pleidlais yn cymryd polisïau'r stori ei hun ym mhob maes.",
  "join.quick.failed": "Ni chafodd eich pleidlais ei chyfrif. Rhowch gynnig arall arni.",
  "join.quick.counting": "Yn cyfrif eich pleidlais…",
  "join.quick.agreeAndCast": "Cytuno a bwrw fy mhleidlais",
  "join.quick.cast": "Bwrw fy mhleidlais",
  "join.quick.guestCounts": "Fel gwestai, mae'ch pleidlais yn cyfrif yn yr ystafell hon yn unig.",
  "join.quick.accountCounts":
    "Mae'ch pleidlais yn cyfrif yn yr ystafell hon ac, unwaith y bydd yr ystafell yn dangos ei chanlyniadau, yn genedlaethol.",
  "join.quick.consentNeeded":
    "Drwy bwyso “Cytuno a bwrw fy mhleidlais” rydych chi'n cytuno bod eich pleidlais — eich barn wleidyddol — yn cael ei storio fel y disgrifir yn yr <0>hysbysiad preifatrwydd</0>.",
  "join.quick.consentGiven":
    "Caiff eich pleidlais ei storio fel y disgrifir yn yr <0>hysbysiad preifatrwydd</0>, gyda'r caniatâd a roesoch.",
  "join.story.rewild": "{name}: llwybrau a rennir a nodau gweledigaethol",
  "join.story.leap": "{name}: llwybrau personol a nodau gweledigaethol",
  "join.story.steady": "{name}: llwybrau a rennir ac ymarfer ar dir cadarn",
  "join.story.scale": "{name}: llwybrau personol ac ymarfer ar dir cadarn",
  "join.counted.title": "✓ Mae'ch pleidlais wedi'i chyfrif yn {room}",
  "join.counted.guestOnly":
    "Fel pleidlais gwestai mae'n cyfrif yn yr ystafell hon yn unig, nid yn y canlyniadau cenedlaethol.",
  "join.counted.held":
    "Mae'n cyfrif yn yr ystafell hon nawr, ac mae'n ymuno â'r canlyniadau cenedlaethol unwaith y bydd gan yr ystafell ddigon o bleidleisiau i ddangos ei chanlyniadau, fel na ellir adnabod pleidlais neb.",
  "join.counted.both": "Mae'n cyfrif yn yr ystafell hon ac yn y canlyniadau cenedlaethol.",
  "join.counted.change": "Newid fy mhleidlais",
  "join.counted.keep": "Cadw fy mhleidlais: creu cyfrif",
  "join.waiting.approved":
    "✓ Mae'r hwylusydd wedi cymeradwyo'ch pleidlais: mae'n cyfrif yn yr ystafell hon.",
  "join.waiting.title": "Mae'ch pleidlais yn aros i'r hwylusydd ei chymeradwyo.",
  "join.waiting.why":
    "Fel na all neb foddi ystafell â phleidleisiau, mae pleidleisiau gwesteion y tu hwnt i'r nifer a ddisgwyliai'r hwylusydd, neu lawer o un rhwydwaith, yn cyfrif unwaith y bydd yr hwylusydd yn eu cymeradwyo. Mae newid eich pleidlais yn ei chadw i aros.",
  "join.next.title": "Y cam nesaf",
  "join.next.review": "Adolygu a rhwymo'ch pleidlais",
  "join.next.chosen":
    "Rydych chi wedi dewis “{title}”. Rhwymwch eich pleidlais i'w chyfrif yn yr ystafell hon.",
  "join.next.choose": "Dewis naratif",
  "join.next.quizTaken":
    "Rydych chi wedi gwneud y cwis. Dewiswch naratif, yna rhwymwch eich pleidlais.",
  "join.next.takeQuiz": "Gwneud y cwis",
  "join.next.startQuiz":
    "Dechreuwch gyda'r cwis pum cwestiwn i ganfod eich golwg ar y byd, yna rhwymwch eich pleidlais.",
  "join.next.signInLater": "Gofynnir i chi fewngofnodi pan fyddwch yn rhwymo'ch pleidlais.",
  "join.next.browse": "Pori'r naratifau",
};
