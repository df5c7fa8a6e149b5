/** The policy picker and the policy dialog (src/features/policy-picker, src/components/policy-dialog): English, the source (docs/i18n.md "Catalogues per area"). */
export const policyPickerEnGB = {
  "policyPicker.dialog.description":
    "Keep the narrative's default, or rank up to 3 policies of your own.",
  "policyPicker.dialog.cancel": "Cancel",
  "policyPicker.dialog.confirm": "Confirm",
  "policyPicker.dialog.save": "Save",
  "policyPicker.dialog.defaultConfirmed":
    "<0>Default confirmed.</0> Pick any other policy to build your own ranking.",
  "policyPicker.dialog.customRanking": "<0>Custom ranking</0> ({count} of {max})",
  "policyPicker.dialog.useDefault": "Use the default again",
  "policyPicker.dialog.ranking": "Ranking",
  "policyPicker.dialog.rankingHeading":
    "Your ranking (drag or use the handle with Space and arrow keys)",
  "policyPicker.noPolicies": "No policies found for this category.",
  "policyPicker.dialog.listLabel": "{category} policies",
  "policyPicker.option.narrativeDefault": "Narrative default",
  "policyPicker.ranking.label": "Your ranking",
  "policyPicker.ranking.reorder": "Reorder {title}, rank {rank}",
  "policyPicker.ranking.removeLabel": "Remove {title}",
  "policyPicker.ranking.remove": "Remove",
  "policyPicker.area.currentChoice": "Current Choice",
  "policyPicker.area.mostPopular": "The community's most popular policy in this area.",
  "policyPicker.area.search": "Search policies",
  "policyPicker.area.searchPlaceholder": "Search by title or description",
  "policyPicker.area.found":
    "{count, plural, one {Found # policy across all narratives} other {Found # policies across all narratives}}",
  "policyPicker.area.noMatch": "No policies found matching your search criteria",
  "policyPicker.area.selected": 'Selected "{title}" as your default policy',
  "policyPicker.area.failed": "Failed to load policies",
  "policyPicker.area.back": "← Back to Policy Areas",
  "policyPicker.area.description": "Pick the policy you want as your default for this area.",
  "policyPicker.area.continue": "Continue",
} as const;
