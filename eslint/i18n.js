/**
 * `i18n/no-literal-text` (docs/i18n.md): in the folders already converted to the i18n layer,
 * a user-facing string written into JSX is refused; it goes through the catalogues
 * (`useT()`, `<T>`) so Welsh readers get it too. Refused: JSX text holding a letter, a string
 * literal as a JSX child (`{"Next"}`), and a literal in an attribute people read or hear
 * (aria-label, title, placeholder, alt, …). Symbols, numbers and punctuation pass (✓, ·, 404).
 */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "label",
  "placeholder",
  "title",
]);

const LETTER = /\p{L}/u;

function report(context, node, text) {
  context.report({
    node,
    message: `User-facing text "${text.trim().slice(0, 40)}" is hard-coded: put it in src/i18n/messages and use useT() or <T>`,
  });
}

/** A string literal or a template with text, holding a letter. */
function literalText(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral")
    return node.quasis.map((quasi) => quasi.value.cooked).join("");
  return null;
}

const noLiteralText = {
  meta: {
    type: "problem",
    docs: { description: "Refuse hard-coded user-facing strings in JSX" },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(context, node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === "JSXAttribute") return;
        const text = literalText(node.expression);
        if (text !== null && LETTER.test(text)) report(context, node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const value = node.value;
        const text =
          value?.type === "Literal"
            ? literalText(value)
            : value?.type === "JSXExpressionContainer"
              ? literalText(value.expression)
              : null;
        if (text !== null && LETTER.test(text)) report(context, node, text);
      },
    };
  },
};

export default { rules: { "no-literal-text": noLiteralText } };
