/**
 * `npm run i18n:compile`: compiles the catalogues in src/i18n/messages (the core and each
 * area, src/i18n/sources.ts) into the runtime form the app loads
 * (src/i18n/compiled/<area>.<language>.json), so the browser never parses ICU.
 * src/i18n/catalogues.test.ts fails when a compiled file is stale.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileCatalogue, runtimeMessages } from "../src/i18n/compile";
import { compiledName, SOURCES } from "../src/i18n/sources";

for (const [area, languages] of Object.entries(SOURCES)) {
  for (const [language, messages] of Object.entries(languages)) {
    const name = compiledName(area, language);
    const file = fileURLToPath(new URL(`../src/i18n/compiled/${name}`, import.meta.url));
    const compiled = compileCatalogue(runtimeMessages(language, messages));
    writeFileSync(file, `${JSON.stringify(compiled)}\n`);
    console.log(`${name}: ${Object.keys(messages).length} messages`);
  }
}
