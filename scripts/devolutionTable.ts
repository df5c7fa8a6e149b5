/** Rewrites docs/nations.md's table of who decides each catalogue policy. */
import { readFileSync, writeFileSync } from "node:fs";
import { devolutionTable, TABLE_END, TABLE_START } from "../convex/catalogue/devolutionTable";

const path = new URL("../docs/nations.md", import.meta.url);
const doc = readFileSync(path, "utf8");
const start = doc.indexOf(TABLE_START);
const end = doc.indexOf(TABLE_END);
if (start < 0 || end < 0) throw new Error("docs/nations.md has no devolution table markers");
writeFileSync(path, doc.slice(0, start) + devolutionTable() + doc.slice(end + TABLE_END.length));
// Prettier pads the table afterwards (npx prettier --write docs/nations.md).
