/** The facilitator's tools on the rooms page and the presenter (src/components/facilitator): English, the source (docs/i18n.md). */
export const facilitatorEnGB = {
  "facilitator.failed": "That did not work. Please try again.",
  "facilitator.networks.title": "Waiting votes by network",
  "facilitator.networks.row": "<0>Network {number}</0>: {count} waiting, arrived {time} {spread}",
  "facilitator.networks.within": "within {seconds} s",
  "facilitator.networks.over": "over {minutes} min",
  "facilitator.networks.approve": "Approve {count}",
  "facilitator.networks.approveLabel": "Approve {count} waiting votes from network {number}",
  "facilitator.networks.approved":
    "{count, plural, one {# guest vote} other {# guest votes}} approved",
  "facilitator.rotate.open": "New join code",
  "facilitator.rotate.title": "Give the room a new join code?",
  "facilitator.rotate.body":
    "The QR code and link on the presenter change at once. The old code stops admitting new guests; everyone who has voted stays in the room.",
  "facilitator.rotate.keep": "Keep this code",
  "facilitator.rotate.confirm": "New join code",
  "facilitator.rotate.done": "New join code: {code}",
} as const satisfies Record<string, string>;
