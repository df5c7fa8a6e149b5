/** The facilitator's tools (src/components/facilitator): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { facilitatorEnGB } from "./en-GB";

export const facilitatorCy: Record<keyof typeof facilitatorEnGB, string> = {
  "facilitator.failed": "Ni weithiodd hynny. Rhowch gynnig arall arni.",
  "facilitator.networks.title": "Pleidleisiau sy'n aros, fesul rhwydwaith",
  "facilitator.networks.row":
    "<0>Rhwydwaith {number}</0>: {count} yn aros, wedi cyrraedd {time} {spread}",
  "facilitator.networks.within": "o fewn {seconds} eiliad",
  "facilitator.networks.over": "dros {minutes} munud",
  "facilitator.networks.approve": "Cymeradwyo {count}",
  "facilitator.networks.approveLabel":
    "Cymeradwyo {count} o bleidleisiau sy'n aros o rwydwaith {number}",
  "facilitator.networks.approved":
    "{count, plural, zero {Dim pleidlais gwestai wedi'i chymeradwyo} one {# bleidlais gwestai wedi'i chymeradwyo} two {# bleidlais gwestai wedi'u cymeradwyo} few {# pleidlais gwestai wedi'u cymeradwyo} many {# phleidlais gwestai wedi'u cymeradwyo} other {# pleidlais gwestai wedi'u cymeradwyo}}",
  "facilitator.rotate.open": "Cod ymuno newydd",
  "facilitator.rotate.title": "Rhoi cod ymuno newydd i'r ystafell?",
  "facilitator.rotate.body":
    "Mae'r cod QR a'r ddolen ar y cyflwynydd yn newid ar unwaith. Mae'r hen god yn peidio â derbyn gwesteion newydd; mae pawb sydd wedi pleidleisio yn aros yn yr ystafell.",
  "facilitator.rotate.keep": "Cadw'r cod hwn",
  "facilitator.rotate.confirm": "Cod ymuno newydd",
  "facilitator.rotate.done": "Cod ymuno newydd: {code}",
};
