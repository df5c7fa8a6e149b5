import { RuleTester } from "eslint";
import { describe, it } from "vitest";
// @ts-expect-error: the lint rules are plain JavaScript without types.
import i18n from "../eslint/i18n.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run(
  "i18n/no-literal-text",
  (i18n as { rules: Record<string, never> }).rules["no-literal-text"],
  {
    valid: [
      'const a = <p>{t("home.title")}</p>;',
      'const a = <span aria-hidden="true"> · </span>;',
      "const a = <p>{count} / 5 ✓ 404</p>;",
      'const a = <button aria-label={t("shell.search")} className="flex gap-2" />;',
      'const a = <T id="home.intro" components={{ 0: <a href="/x" /> }} />;',
    ],
    invalid: [
      { code: "const a = <p>Skip to content</p>;", errors: 1 },
      { code: 'const a = <p>{"Next"}</p>;', errors: 1 },
      { code: "const a = <p>{`Step ${n}`}</p>;", errors: 1 },
      { code: 'const a = <nav aria-label="Main" />;', errors: 1 },
      { code: 'const a = <input placeholder={"Your email"} />;', errors: 1 },
      { code: "const a = <p>Hwyl fawr</p>;", errors: 1 },
    ],
  },
);
