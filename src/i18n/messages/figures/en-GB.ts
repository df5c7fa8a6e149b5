/**
 * The figures' shared notes (src/components/PriceFigureNote.tsx, SelectionSourceNote.tsx):
 * English, the source (docs/i18n.md "Catalogues per area"). The price figure's caveat is word
 * for word convex/domain/economy/priceFigure.ts's (PriceFigureNote.test.tsx checks it).
 */
export const figuresEnGB = {
  "figures.priceCaveat":
    "The model's estimate of a one-off rise in the cost of living: the tax households pay on their own purchases plus the tax on business payments that reaches prices; range from the smallest to the largest effect. Benefits and index-linked gilts are uprated by it, and that cost is in net revenue. Not a yearly inflation forecast: it leaves out effects on pay, interest rates and the pound.",
  "figures.priceAverage": "Worked out by the model at the average tax rate.",
  "figures.fromManifesto":
    "From your manifesto <0>“{title}”</0>{changed, select, yes {, with your changes since} other {}}",
} as const;
