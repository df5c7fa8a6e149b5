/**
 * The Method of Equal Shares in plain English (docs/equal-shares.md), shown on
 * /community-manifesto and /methods.
 */
export function EqualSharesExplainer() {
  return (
    <div className="space-y-3" data-testid="equal-shares-explainer">
      <p>
        The popular manifesto lists the most chosen policies in each area. If 55% of voters lean one
        way, every place can go to them, and the other 45% see nothing of theirs; the list also
        ignores what the package costs.
      </p>
      <p>
        The proportional manifesto uses the <strong>Method of Equal Shares</strong>, used for city
        budgets in Wieliczka and Aarau. It gives every voter an equal share of one budget. A policy
        is funded when the voters who chose it can pay for it together from their shares, and the
        policy whose supporters pay least per pound of what it is worth to them goes first. A group
        of voters holding a fifth of the shares can fund about a fifth of the budget with the
        policies they share, however big the largest group is.
      </p>
      <p>
        Each policy on a vote counts as one choice; the order of a voter&apos;s picks within an area
        does not weigh. Costs are the catalogue&apos;s yearly UK costs. Savings and policies with no
        cost cannot be bought with shares: they join, in their own list, when more than half the
        voters chose them. The budget is what the community&apos;s average settings leave for
        policies (the tax&apos;s net revenue at the average rate, less the average dividend); when
        the dividend uses all of it, the budget is the average cost of the voters' own packages.
        Money the shares leave unspent goes first to raising every share a little while the result
        still fits the budget, then to the most chosen policies that still fit. Ties go to the
        policy more voters chose.
      </p>
      <p>
        Mathematicians call the guarantee <em>extended justified representation</em>: no large
        enough group that agrees on some policies is left with less than those policies are worth to
        them (up to one policy).
      </p>
    </div>
  );
}
