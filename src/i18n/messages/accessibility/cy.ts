/** The accessibility statement (src/features/accessibility): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { accessibilityEnGB } from "./en-GB";

export const accessibilityCy: Record<keyof typeof accessibilityEnGB, string> = {
  "accessibility.description":
    "Pa mor hygyrch yw Efelychydd Polisi'r DU, beth sydd ddim yn gweithio eto, a sut i ddweud wrthon ni am broblem.",
  "accessibility.using": "Defnyddio'r wefan hon",
  "accessibility.want":
    "Rydyn ni am i gynifer o bobl â phosibl allu defnyddio'r wefan hon. Dylech chi allu:",
  "accessibility.can.keyboardQuiz":
    "mynd o ddechrau'r cwis i'ch canlyniadau gan ddefnyddio bysellfwrdd yn unig",
  "accessibility.can.keyboardPages":
    "symud rhwng tudalennau â'r bysellfwrdd, gyda'r ffocws yn dechrau ym mhennawd pob tudalen",
  "accessibility.can.skip": "neidio'n syth i brif gynnwys pob tudalen",
  "accessibility.can.motion":
    "diffodd yr animeiddiad agoriadol drwy ofyn i'ch dyfais leihau symudiad",
  "accessibility.can.colours": "defnyddio'r wefan mewn lliwiau golau neu dywyll",
  "accessibility.abilityNet":
    "Mae gan <0>AbilityNet</0> gyngor ar wneud eich dyfais yn haws ei defnyddio os oes gennych chi anabledd.",
  "accessibility.compliance": "Statws cydymffurfio",
  "accessibility.partially":
    "Mae'r wefan hon yn <0>cydymffurfio'n rhannol</0> â safon {standard}, oherwydd yr achosion o beidio â chydymffurfio a restrir isod.",
  "accessibility.standard": "Canllawiau Hygyrchedd Cynnwys y We (WCAG) fersiwn 2.2, lefel AA",
  "accessibility.nonAccessible": "Cynnwys nad yw'n hygyrch",
  "accessibility.listedBelow": "Nid yw'r cynnwys a restrir isod yn hygyrch, am y rhesymau hyn.",
  "accessibility.fails": "{issue} Mae hyn yn methu maen prawf llwyddiant WCAG 2.2 {criterion}.",
  "accessibility.issue.1.1.1":
    "Caiff y map o ble glaniodd pleidleiswyr, ar dudalennau'r cyflwynydd a'r gymuned, ei ddisgrifio fel crynodeb (faint o bleidleisiau, mewn faint o leoedd, ble mae'r rhan fwyaf), nid cylch wrth gylch.",
  "accessibility.criterion.1.1.1": "1.1.1 Cynnwys nad yw'n destun",
  "accessibility.issue.2.4.11":
    "Ar ffôn, mae bar botymau'r bleidlais gyflym yn aros ar waelod y sgrin a gall guddio'r stori sydd â ffocws y bysellfwrdd nes i chi sgrolio.",
  "accessibility.criterion.2.4.11": "2.4.11 Ffocws heb ei guddio (lleiafswm)",
  "accessibility.issue.2.2.2":
    "Ar olwg y cyflwynydd, mae'r ffigurau'n newid wrth i bleidleisiau gyrraedd; does dim rheolydd i oedi'r diweddariadau heblaw cuddio'r canlyniadau.",
  "accessibility.criterion.2.2.2": "2.2.2 Oedi, stopio, cuddio",
  "accessibility.plan":
    "Rydyn ni'n bwriadu datrys y problemau hyn a diweddaru'r datganiad hwn pan fyddwn ni'n gwneud hynny.",
  "accessibility.reporting": "Rhoi gwybod am broblemau hygyrchedd gyda'r wefan hon",
  "accessibility.reportEmail":
    "Os dewch chi o hyd i broblem sydd heb ei rhestru ar y dudalen hon, neu os oes angen gwybodaeth o'r wefan hon arnoch mewn fformat gwahanol, anfonwch e-bost at <0>{contact}</0>. Dywedwch wrthon ni gyfeiriad y dudalen, beth roeddech chi'n ceisio'i wneud, a'r ddyfais a'r feddalwedd roeddech chi'n eu defnyddio. Byddwn ni'n ateb o fewn 10 diwrnod gwaith.",
  "accessibility.reportOperator":
    "Os dewch chi o hyd i broblem sydd heb ei rhestru ar y dudalen hon, neu os oes angen gwybodaeth o'r wefan hon arnoch mewn fformat gwahanol, cysylltwch â gweithredwr y wefan hon — y sefydliad sy'n ei rhedeg i chi, fel hwylusydd eich gweithdy. Dywedwch wrthon ni gyfeiriad y dudalen, beth roeddech chi'n ceisio'i wneud, a'r ddyfais a'r feddalwedd roeddech chi'n eu defnyddio. Byddwn ni'n ateb o fewn 10 diwrnod gwaith.",
  "accessibility.dataNote":
    "Mae sut rydyn ni'n trin eich data pan fyddwch chi'n cysylltu â ni wedi'i ddisgrifio yn ein <0>hysbysiad preifatrwydd</0>.",
  "accessibility.enforcement": "Y drefn orfodi",
  "accessibility.ehrc":
    "Y Comisiwn Cydraddoldeb a Hawliau Dynol (EHRC) sy'n gyfrifol am orfodi Rheoliadau Hygyrchedd Cyrff y Sector Cyhoeddus (Gwefannau a Chymwysiadau Symudol) (Rhif 2) 2018 (y ‘rheoliadau hygyrchedd’). Os nad ydych chi'n fodlon ar sut rydyn ni'n ymateb i'ch cwyn, cysylltwch â'r <0>Gwasanaeth Cynghori a Chymorth Cydraddoldeb (EASS)</0>.",
  "accessibility.ni":
    "Os ydych chi yng Ngogledd Iwerddon ac nad ydych chi'n fodlon ar sut rydyn ni'n ymateb i'ch cwyn, gallwch chi gysylltu â <0>Chomisiwn Cydraddoldeb Gogledd Iwerddon (ECNI)</0>, sy'n gyfrifol am orfodi yno.",
  "accessibility.tested": "Sut y gwnaethon ni brofi'r wefan hon",
  "accessibility.testedBody":
    "Cafodd y wefan hon ei phrofi ddiwethaf ar <0>{date}</0> yn erbyn safon {standard}. Fe wnaethon ni brofi pob tudalen â gwiriadau awtomatig (axe) yn ein profion porwr, a'i phrofi â llaw gyda bysellfwrdd yn unig, gyda llai o symudiad, ac ar led taflunydd o 1920 × 1080 a lled ffôn o 390 px. Dydyn ni ddim wedi profi eto gyda phobl anabl yn defnyddio eu technoleg gynorthwyol eu hunain.",
  "accessibility.prepared": "Cafodd y datganiad hwn ei baratoi ar {date}.",
};
