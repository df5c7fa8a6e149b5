/** The proportional manifesto (src/components/equal-shares): English, the source (docs/i18n.md). */
export const equalSharesEnGB = {
  "equalShares.explainer.popular":
    "The popular manifesto lists the most chosen policies in each area. If 55% of voters lean one way, every place can go to them, and the other 45% see nothing of theirs; the list also ignores what the package costs.",
  "equalShares.explainer.method":
    "The proportional manifesto uses the <0>Method of Equal Shares</0>, used for city budgets in Wieliczka and Aarau. It gives every voter an equal share of one budget. A policy is funded when the voters who chose it can pay for it together from their shares, and the policy whose supporters pay least per pound of what it is worth to them goes first. A group of voters holding a fifth of the shares can fund about a fifth of the budget with the policies they share, however big the largest group is.",
  "equalShares.explainer.rules":
    "Each policy on a vote counts as one choice; the order of a voter's picks within an area does not weigh. Costs are the catalogue's yearly UK costs. Savings and policies with no cost cannot be bought with shares: they join, in their own list, when more than half the voters chose them. The budget is what the community's average settings leave for policies (the tax's net revenue at the average rate, less the average dividend); when the dividend uses all of it, the budget is the average cost of the voters' own packages. Money the shares leave unspent goes first to raising every share a little while the result still fits the budget, then to the most chosen policies that still fit. Ties go to the policy more voters chose.",
  "equalShares.explainer.ejr":
    "Mathematicians call the guarantee <0>extended justified representation</0>: no large enough group that agrees on some policies is left with less than those policies are worth to them (up to one policy).",
  "equalShares.fairness.caption": "Voters with at least one of their picks in the manifesto",
  "equalShares.fairness.quadrant": "Quadrant",
  "equalShares.fairness.voters": "Voters",
  "equalShares.fairness.proportional": "Proportional",
  "equalShares.fairness.popular": "Popular",
  "equalShares.funded.none": "No policies funded yet.",
  "equalShares.funded.saves": "saves {amount}",
  "equalShares.funded.serves":
    "{category} · serves {count, plural, one {# voter} other {# voters}} ({quadrants})",
  "equalShares.funded.leftOver": " · funded from money left over",
  "equalShares.presenter.show": "Show the proportional manifesto",
  "equalShares.title": "Proportional manifesto",
  "equalShares.intro":
    "Every voter gets an equal share of the budget; a policy is funded when the voters who chose it can pay for it together (the Method of Equal Shares).",
  "equalShares.loading": "Loading the proportional manifesto",
  "equalShares.withheld": "The proportional manifesto shows once the room reaches its threshold.",
  "equalShares.pending": "The proportional manifesto is being worked out from the votes.",
  "equalShares.budget":
    "Budget {budget} a year {basis, select, settings {(what the average settings leave for policies)} other {(the average cost of the voters' own packages)}}, shared by {count, plural, one {# voter} other {# voters}}: {spent} funded.",
  "equalShares.fundedLabel": "Funded by equal shares",
  "equalShares.noCostTitle": "Savings and no-cost policies most voters chose",
  "equalShares.noCostLabel": "Savings most voters chose",
  "equalShares.compare":
    "The popular list (the most chosen policies in each area) has {popularCount} policies costing {popularCost} a year; the proportional one has {proportionalCount} costing {proportionalCost}.",
} as const;
