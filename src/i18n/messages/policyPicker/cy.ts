/** The policy picker and the policy dialog: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { policyPickerEnGB } from "./en-GB";

export const policyPickerCy: Record<keyof typeof policyPickerEnGB, string> = {
  "policyPicker.dialog.description":
    "Cadwch ddewis diofyn y naratif, neu rhestrwch hyd at 3 pholisi eich hun.",
  "policyPicker.dialog.cancel": "Canslo",
  "policyPicker.dialog.confirm": "Cadarnhau",
  "policyPicker.dialog.save": "Cadw",
  "policyPicker.dialog.defaultConfirmed":
    "<0>Dewis diofyn wedi'i gadarnhau.</0> Dewiswch unrhyw bolisi arall i greu eich rhestr eich hun.",
  "policyPicker.dialog.customRanking": "<0>Rhestr eich hun</0> ({count} o {max})",
  "policyPicker.dialog.useDefault": "Defnyddio'r dewis diofyn eto",
  "policyPicker.dialog.ranking": "Rhestr",
  "policyPicker.dialog.rankingHeading":
    "Eich rhestr (llusgwch neu defnyddiwch y ddolen gyda'r bylchwr a'r bysellau saeth)",
  "policyPicker.noPolicies": "Dim polisïau ar gyfer y categori hwn.",
  "policyPicker.dialog.listLabel": "Polisïau {category}",
  "policyPicker.option.narrativeDefault": "Dewis diofyn y naratif",
  "policyPicker.ranking.label": "Eich rhestr",
  "policyPicker.ranking.reorder": "Aildrefnu {title}, safle {rank}",
  "policyPicker.ranking.removeLabel": "Tynnu {title}",
  "policyPicker.ranking.remove": "Tynnu",
  "policyPicker.area.currentChoice": "Y dewis presennol",
  "policyPicker.area.mostPopular": "Polisi mwyaf poblogaidd y gymuned yn y maes hwn.",
  "policyPicker.area.search": "Chwilio polisïau",
  "policyPicker.area.searchPlaceholder": "Chwilio yn ôl teitl neu ddisgrifiad",
  "policyPicker.area.found":
    "{count, plural, zero {Dim polisïau ar draws pob naratif} one {Cafwyd # polisi ar draws pob naratif} two {Cafwyd # bolisi ar draws pob naratif} few {Cafwyd # pholisi ar draws pob naratif} many {Cafwyd # polisi ar draws pob naratif} other {Cafwyd # polisi ar draws pob naratif}}",
  "policyPicker.area.noMatch": "Dim polisïau'n cyfateb i'ch chwiliad",
  "policyPicker.area.selected": 'Dewiswyd "{title}" yn bolisi diofyn i chi',
  "policyPicker.area.failed": "Methu llwytho'r polisïau",
  "policyPicker.area.back": "← Yn ôl i'r Meysydd Polisi",
  "policyPicker.area.description":
    "Dewiswch y polisi rydych chi am ei gael yn ddiofyn ar gyfer y maes hwn.",
  "policyPicker.area.continue": "Parhau",
};
