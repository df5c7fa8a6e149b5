/**
 * `npm run i18n:compile`: compiles the catalogues in src/i18n/messages into the runtime
 * form the app loads (src/i18n/compiled/<language>.json), so the browser never parses ICU.
 * src/i18n/catalogues.test.ts fails when a compiled file is stale.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileCatalogue, runtimeMessages } from "../src/i18n/compile";
import { enGB } from "../src/i18n/messages/en-GB";
import { cy } from "../src/i18n/messages/cy";

const catalogues = { "en-GB": enGB, cy };

for (const [language, messages] of Object.entries(catalogues)) {
  const file = fileURLToPath(new URL(`../src/i18n/compiled/${language}.json`, import.meta.url));
  writeFileSync(file, `${JSON.stringify(compileCatalogue(runtimeMessages(language, messages)))}\n`);
  console.log(`${language}: ${Object.keys(messages).length} messages → ${file}`);
}
