/**
 * The spectrum quiz in Welsh (draft for review by a fluent speaker: docs/glossary-cy.md),
 * question by question in the order and shape of convex/domain/quiz.ts.
 */
import type { QuizQuestionId } from "../quiz";
import type { QuizQuestionCy } from "./types";

export const quizCy: Readonly<Record<QuizQuestionId, QuizQuestionCy>> = {
  borders: {
    label: "Pa mor agored ddylai'r DU fod i weddill y byd?",
    lowLabel: "Byd agored",
    highLabel: "Cenedl hunangynhaliol",
    options: [
      ["Byd agored", "Rhyddid i bobl a syniadau symud, gyda sefydliadau byd-eang yn rhannu grym."],
      ["Dinasyddion byd-eang", "Ffiniau agored iawn, gyda hawliau a rennir i bawb sy'n dod yma."],
      [
        "Canolfan groesawgar",
        "Llwybrau hael i weithwyr, myfyrwyr, ffoaduriaid a phartneriaid masnach.",
      ],
      ["Agored gyda rheolau", "Agored yn ddiofyn, gyda rheolau clir wedi'u cytuno â'n cymdogion."],
      [
        "Pwyso tuag at fod yn agored",
        "Mwy agored na heddiw, gan ychwanegu llwybrau lle mae prinder.",
      ],
      [
        "Pwyso tuag at ofal",
        "Y drefn fras sydd gennym heddiw, gan dynhau ychydig lle mae pwysau'n uchel.",
      ],
      [
        "Wedi'i reoli",
        "Niferoedd wedi'u gosod bob blwyddyn gan y Senedd i gyd-fynd â thai a gwasanaethau.",
      ],
      [
        "Dethol",
        "Mynediad yn bennaf ar gyfer y sgiliau sydd eu hangen arnom; barnu cytundebau masnach fesul achos.",
      ],
      [
        "Rheolaeth gadarn",
        "Terfynau tynn wedi'u gorfodi'n dda, gyda blaenoriaeth i bobl sydd yma eisoes.",
      ],
      ["Cenedl hunangynhaliol", "Ffiniau cryf a bwyd, ynni a diwydiant o'n gwlad ein hunain."],
    ],
  },
  ownership: {
    label: "Pwy ddylai fod yn berchen ar y pethau rydyn ni i gyd yn dibynnu arnyn nhw?",
    lowLabel: "Yn eiddo i bawb ar y cyd",
    highLabel: "Yn eiddo i unigolion",
    options: [
      [
        "Yn eiddo i bawb ar y cyd",
        "Ynni, dŵr, rheilffyrdd a thir yn nwylo'r cyhoedd neu gymunedau.",
      ],
      [
        "Cyhoeddus yn ddiofyn",
        "Gwasanaethau hanfodol yn cael eu rhedeg yn gyhoeddus, gyda marchnadoedd ar yr ymylon yn unig.",
      ],
      [
        "Mentrau cydweithredol",
        "Cymdeithasau cydfuddiannol, mentrau cydweithredol ac ymddiriedolaethau cymunedol yn rhedeg llawer o'r economi.",
      ],
      [
        "Cymysg, dan arweiniad cyhoeddus",
        "Rhwydweithiau allweddol yn nwylo'r cyhoedd, gyda chwmnïau preifat dan gontract.",
      ],
      [
        "Cytbwys, yn pwyso tuag at rannu",
        "Economi gymysg gyda chyfrannau cyhoeddus lle mae marchnadoedd yn methu.",
      ],
      [
        "Cytbwys, yn pwyso tuag at breifat",
        "Economi gymysg o berchnogion preifat dan reoleiddio cadarn.",
      ],
      [
        "Marchnadoedd wedi'u rheoleiddio",
        "Perchnogaeth breifat, gyda rheoleiddwyr cryf yn gosod safonau a phrisiau.",
      ],
      [
        "Marchnadoedd cystadleuol",
        "Cystadleuaeth agored, gyda'r wladwriaeth yn ddyfarnwr yn hytrach na pherchennog.",
      ],
      [
        "Menter breifat",
        "Cwmnïau preifat yn berchen ar y rhan fwyaf o wasanaethau ac yn eu rhedeg, dan reolau ysgafn.",
      ],
      [
        "Perchnogaeth i bawb",
        "Pobl yn berchen ar eu cyfran eu hunain: cyfranddaliadau, cartrefi a busnesau.",
      ],
    ],
  },
  climate: {
    label: "Pa mor gyflym ddylen ni newid i wynebu'r argyfwng hinsawdd?",
    lowLabel: "Trawsnewid nawr",
    highLabel: "Gadael i'r farchnad osod y cyflymder",
    options: [
      [
        "Trawsnewid nawr",
        "Cyflymder argyfwng: ailadeiladu ynni, trafnidiaeth a bwyd o fewn degawd.",
      ],
      ["Chwyldro gwyrdd", "Rhaglen gyhoeddus enfawr o ynni glân, ôl-osod ac ailwylltio."],
      ["Pontio cyflym", "Sero net ymhell cyn 2050, gyda thargedau beiddgar a buddsoddiad mawr."],
      [
        "Targedau uchelgeisiol",
        "Yn gyflymach na heddiw, gyda diwydiannau gwyrdd newydd yn arwain.",
      ],
      ["Cyflymu'n gyson", "Cyflymu cynlluniau heddiw lle bynnag y mae'r dechnoleg yn barod."],
      ["Y cyflymder presennol", "Cadw at darged cyfreithiol 2050 ar amserlen heddiw."],
      ["Pontio gofalus", "Symud ar gyflymder y gall aelwydydd a busnesau ei fforddio."],
      ["Cost yn gyntaf", "Torri allyriadau lle mae rataf; diogelu biliau a swyddi yn gyntaf."],
      [
        "Addasu a diogelu",
        "Rhoi amddiffynfeydd llifogydd, gwydnwch a thechnoleg brofedig yn gyntaf.",
      ],
      [
        "Dan arweiniad y farchnad",
        "Gadael i brisiau, arloesi a dewis personol osod cyflymder y newid.",
      ],
    ],
  },
  work: {
    label: "Sut ddylai dyfodol gwaith edrych?",
    lowLabel: "Sicrwydd a rennir",
    highLabel: "Bod yn fos arnoch chi'ch hun",
    options: [
      ["Gwaith wedi'i warantu", "Gwarant swydd, undebau cryf a chydfargeinio ar gyflog i bawb."],
      [
        "Sicrwydd a rennir",
        "Cytundebau cyflog ar draws sectorau, gyda chontractau diogel yn arferol.",
      ],
      ["Llais y gweithwyr", "Gweithwyr ar fyrddau cwmnïau a chyfran o'r elw y maen nhw'n ei greu."],
      ["Amddiffyniadau cryf", "Hawliau cyflogaeth cadarn, cyflog teg ac wythnos waith fyrrach."],
      ["Hyblygrwydd teg", "Gwaith hyblyg ar sylfaen o hawliau, gyda thâl salwch gweddus."],
      [
        "Hyblyg gyda sylfaen",
        "Cyflogwyr a gweithwyr yn cytuno ar delerau, uwchlaw rhwyd ddiogelwch sylfaenol.",
      ],
      [
        "Sgiliau a symudedd",
        "Cyfrifon ailhyfforddi personol, fel y gall pobl symud i ble mae gwaith.",
      ],
      ["Menter", "Llai o reolau cyflogi, a help i unrhyw un sy'n dechrau busnes."],
      [
        "Gyrfaoedd portffolio",
        "Gwaith llawrydd a gig yn ddewis rhydd, gyda budd-daliadau cludadwy.",
      ],
      [
        "Bod yn fos arnoch chi'ch hun",
        "Cenedl o sylfaenwyr: pobl yn llunio eu gwaith a'u hincwm eu hunain.",
      ],
    ],
  },
  governance: {
    label: "Sut ddylid gwneud penderfyniadau mawr?",
    lowLabel: "Gan y bobl, yn uniongyrchol",
    highLabel: "Gan sefydliadau profedig",
    options: [
      [
        "Democratiaeth y bobl",
        "Cynulliadau dinasyddion a refferenda'n gwneud y penderfyniadau mawr.",
      ],
      ["Cyfranogi dwfn", "Cynulliadau dinasyddion rheolaidd gyda grym go iawn dros gyllidebau."],
      [
        "Grym wedi'i ddatganoli",
        "Y rhan fwyaf o benderfyniadau'n cael eu gwneud yn lleol, yn agos at y bobl y maen nhw'n effeithio arnyn nhw.",
      ],
      ["Democratiaeth ddiwygiedig", "Pleidleisio cyfrannol ac ail siambr etholedig."],
      ["Llywodraeth agored", "System heddiw gyda mwy o dryloywder ac ymgynghori â'r cyhoedd."],
      ["Diwygio cyson", "Cadw'r Senedd fel y mae a'i gwella gam wrth gam."],
      ["Gwladwriaeth effeithiol", "Targedau clir, canlyniadau wedi'u mesur a gweinidogion atebol."],
      [
        "Dan arweiniad arbenigwyr",
        "Arbenigwyr ac asiantaethau annibynnol yn gwneud y penderfyniadau technegol.",
      ],
      ["Llywodraeth fain", "Gwladwriaeth lai sy'n gwneud llai o bethau, ac yn eu gwneud yn dda."],
      [
        "Sefydliadau profedig",
        "Ymddiried mewn sefydliadau hirsefydlog; eu newid dim ond pan fo angen.",
      ],
    ],
  },
};
