/**
 * The economy explainer (src/features/economy, /economy-explained): English, the source
 * (docs/i18n.md "Catalogues per area"). Its figures come from the model; the describers'
 * words from the `economyWords` area.
 */
export const economyEnGB = {
  "economy.title": "How The Economy Works Here",
  "economy.step": "Step {step} of {total}",
  "economy.progress": "Explainer progress",
  "economy.toSimulator": "Go to the budget simulator",
  // The five steps.
  "economy.paymentsTitle": "Every payment is a transaction",
  "economy.payments":
    "Each year around {grossBase} moves through UK payment systems. Most of it, about {wholesale}, is wholesale settlement between banks and markets; wages, rent, shopping and business bills come to about {realEconomy}. This model puts a small tax on each payment, paid by whoever pays.",
  "economy.shrinksTitle": "A small tax on a base that shrinks",
  "economy.shrinks":
    "People and markets respond. When Sweden taxed bond trades at 0.002% in 1989, bond trading fell by about 85%, so wholesale flows raise almost nothing here. Payments for real goods, work and rent are harder to avoid and carry most of the revenue: at {rate}% the model expects {revenue} a year, low and high being the strong- and weak-response ends of the evidence.",
  "economy.dividendTitle": "A citizen dividend for every adult",
  "economy.dividend":
    "The revenue returns to every adult as a citizen dividend, tax-free. At {dividend} a year that costs {cost} a year in total.",
  "economy.balanceTitle": "Package balance and prices",
  "economy.balance":
    "Revenue has to cover the dividend plus your chosen policies: that is the package's balance. Today's taxes and borrowing keep paying for today's public spending ({spending}); {borrowing} Replacing today's taxes outright is out of reach: no rate up to 5% raises that much. Businesses pass much of the tax on their own payments into prices, so prices rise once, by {priceRise} at {rate}%.",
  "economy.comparedTitle": "Today's system compared",
  // Step 5: the worked example.
  "economy.example":
    "The example uses an annual citizen dividend of <0>{dividend}</0> and a transaction tax of <1>{rate} percent</1>, with no extra policies.",
  "economy.exampleBudget":
    "{dividend} for each of 54.5 million adults costs {cost} a year. {rate}% raises {revenue} once people and markets respond, so the example does not add up: {balance}. What {rate}% does pay for is a dividend of about {affordable} (range {low} to {high}). These are the figures the simulator shows at the same settings.",
  "economy.currentSystem": "Current system",
  "economy.currentPerson":
    "A person earning {salary} who spends {spending} (rent included) pays {today} a year in income tax, National Insurance and VAT. Those taxes stay: they pay for today's public spending.",
  "economy.taxSystem": "Transaction tax system",
  "economy.taxPerson":
    "At {rate}% they also pay {own} directly on their own purchases, {prices} through higher prices, {pay} through lower pay and {other} through their other payments, savings and investments ({total} in all), and receive a citizen dividend of {dividend}: {net} a year (range {low} to {high}).",
} as const;
