/** Sign in and sign up (src/features/auth): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { authEnGB } from "./en-GB";

export const authCy: Record<keyof typeof authEnGB, string> = {
  "auth.signIn": "Mewngofnodi",
  "auth.signUp": "Cofrestru",
  "auth.tabsLabel": "Cyfrif",
  "auth.intro": "Mewngofnodwch i gadw'ch maniffesto, rhwymo'ch pleidlais a chymharu â'r gymuned.",
  "auth.guestNote":
    "Rydych chi'n pleidleisio fel gwestai. Mewngofnodwch neu cofrestrwch i gadw'ch pleidlais: bydd hi wedyn yn cyfrif yn genedlaethol hefyd.",
  "auth.verifiedNote":
    "Byddwch wedi mewngofnodi cyn gynted ag y caiff y cyfrif ei greu. Mae'ch pleidlais yn cyfrif yn genedlaethol unwaith i chi ddilysu'ch e-bost: ar ôl i chi bleidleisio, rydyn ni'n anfon cod i'r cyfeiriad hwn.",
  "auth.noVerificationNote":
    "Does dim angen e-bost dilysu: byddwch wedi mewngofnodi cyn gynted ag y caiff y cyfrif ei greu.",
  "auth.or": "neu",
  "auth.google": "Parhau gyda Google",
  "auth.continueWithout": "Parhau heb gyfrif",
  "auth.email": "E-bost",
  "auth.emailPlaceholder": "chi@enghraifft.com",
  "auth.password": "Cyfrinair",
  "auth.privacyNote":
    "Rydyn ni'n cadw'ch e-bost a stwnsh o'ch cyfrinair ar gyfer eich cyfrif. Caiff eich pleidlais, eich dewisiadau polisi a'ch maniffestos eu cadw dim ond ar ôl i chi dicio'r blwch ar gyfer pob un, wrth ymyl y botwm sy'n ei gadw. Gweler yr <0>hysbysiad preifatrwydd</0>.",
  "auth.signingIn": "Wrthi'n mewngofnodi...",
  "auth.creatingAccount": "Wrthi'n creu'r cyfrif...",
  "auth.emailRequired": "Rhowch eich e-bost.",
  "auth.passwordRequired": "Rhowch eich cyfrinair.",
  "auth.passwordHint": "O leiaf {min} nod; nid cyfrinair cyffredin na'ch e-bost.",
  "auth.password.missing": "Rhowch eich e-bost a'ch cyfrinair.",
  "auth.password.blank": "Ni all y cyfrinair fod yn fylchau yn unig.",
  "auth.password.tooLong": "Rhaid i'r cyfrinair fod yn {max} beit ar y mwyaf.",
  "auth.password.tooShort": "Rhaid i'r cyfrinair fod yn {min} nod o leiaf.",
  "auth.password.sameAsEmail": "Ni ddylai'r cyfrinair fod yr un peth â'ch cyfeiriad e-bost.",
  "auth.password.common":
    "Mae'r cyfrinair hwn yn rhy gyffredin. Dewiswch un sy'n anoddach ei ddyfalu.",
  "auth.throttle.attempts":
    "Gormod o ymdrechion aflwyddiannus. Arhoswch {wait} a rhowch gynnig arall arni.",
  "auth.throttle.signUps":
    "Gormod o gyfrifon newydd o'ch rhwydwaith. Arhoswch {wait} a rhowch gynnig arall arni.",
  "auth.wait.seconds":
    "{count, plural, zero {# eiliad} one {# eiliad} two {# eiliad} few {# eiliad} many {# eiliad} other {# eiliad}}",
  "auth.wait.minutes":
    "{count, plural, zero {# munud} one {# munud} two {# funud} few {# munud} many {# munud} other {# munud}}",
};
