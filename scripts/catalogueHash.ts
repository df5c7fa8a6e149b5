/**
 * The SHA-256 of the loaded catalogue (`npx tsx scripts/catalogueHash.ts`): the policies
 * and narratives of convex/catalogue as JSON, keys in the order they load. A change to the
 * catalogue's layout alone (helpers, grouping) leaves it as it was; run it before and
 * after such a change and compare. Any change to a figure, a text or a field's order
 * changes it.
 */
import { createHash } from "node:crypto";
import { CATALOGUE } from "../convex/catalogue/index";

/** The hex SHA-256 of the catalogue as JSON. */
export function catalogueHash(): string {
  return createHash("sha256").update(JSON.stringify(CATALOGUE)).digest("hex");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `${catalogueHash()}  ${CATALOGUE.policies.length} policies, ` +
      `${CATALOGUE.narratives.length} narratives`,
  );
}
