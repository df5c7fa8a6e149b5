/** /methods, how the results are counted (src/features/community/Methods*): English, the source (docs/i18n.md). */
export const methodsEnGB = {
  "methods.title": "How the results are counted",
  "methods.description": "Who is counted, what the figures mean, and what they are not.",
  "methods.loading": "Loading…",
  "methods.countingNow":
    "The national results now count the active votes of {counting, select, verified {accounts whose email address is verified} other {accounts (verified or not)}}: <0>{total}</0> {count, plural, one {vote} other {votes}}.",
  "methods.poll.title": "Self-selected, not a poll",
  "methods.poll.body":
    "The community results are the votes of the people who chose to take part. They are not a poll: nobody is sampled, and the figures are not weighted to the population by age, region or past vote. Read them as “what the people who came here chose”, not as what the country thinks.",
  "methods.who.title": "Who is counted",
  "methods.who.one":
    "<0>One active vote per account.</0> Binding again replaces your earlier vote; only the latest counts.",
  "methods.who.accounts":
    "<0>Accounts, and verified accounts.</0> Anyone can make an account, and sign-ups from one network are limited. An account can verify its email address with a one-time code (on the Account page). The operator can set the national results to count verified accounts only; the results then say so.",
  "methods.who.guests":
    "<0>Workshop guests count in their room only.</0> A guest vote (no email) never enters the national results.",
  "methods.who.rooms":
    "<0>Rooms protect early voters.</0> A workshop room shows its results from its threshold of votes (chosen by the facilitator, {min} to {max}, {default} unless set). An account's vote cast in a room joins the national results only once the room has reached its threshold, together with the others held until then, so no one vote can be singled out by watching the figures change.",
  "methods.who.sample":
    "<0>Sample data is labelled.</0> Before anyone has voted, the community page can show synthetic sample votes, always marked as such and never mixed with real ones.",
  "methods.figures.title": "The figures",
  "methods.figures.body":
    "Counts, shares and averages (tax rate, dividend, estimated price rise) are kept as running totals as votes arrive, and are checked in our tests against a full recount of the votes. The economic figures of each vote are recomputed on the server from its policies, tax rate and dividend; see <0>how the economy works here</0>.",
  "methods.proportional": "The proportional manifesto",
  "methods.back": "Back to the community results",
  "methods.economics.title": "How the economic figures are worked out",
  "methods.range": "{central} (range {low} to {high})",
  "methods.economics.revenue":
    "<0>Revenue after people respond.</0> The tax base is split into real-economy payments (by purpose: purchases, pay, loan repayments, saving, property and what is unidentified; transfers between your own accounts are not taxed), UK share trading and wholesale settlement, each with its own response from the evidence. At {rate} gross revenue is {gross}.",
  "methods.economics.net":
    "<0>Net revenue, as the OBR would score it.</0> From gross we take the stamp duty lost on shares, dearer uprating of benefits and pensions, interest on index-linked gilts, the tax in what government buys, higher gilt yields, and the income tax, NICs ({pay}) and corporation tax ({corporation}) lost as pay and profits absorb the tax; VAT on higher prices is added back. Net revenue is {net}. Effects on growth, jobs, interest rates and the pound are left out.",
  "methods.economics.incidence":
    "<0>One model of who pays.</0> Every pound of net revenue lands on a household through its own purchases, prices, pay ({share} of the tax on wages falls on pay, the OBR's assumption for employer NI), its other payments and its savings and investments, or on owners abroad. The personal calculator shows these channels for you; the chart by income tenth is the same calculation summed over households shaped like the ONS surveys.",
  "methods.economics.prices":
    "<0>The cost of living</0> rises {rise} at the default rate: the tax you pay on your own purchases plus what reaches prices. Benefits and index-linked gilts are uprated by it, and that cost is in net revenue.",
  "methods.economics.gauge":
    "<0>The gauge</0> counts the distinct scenarios (each part of the base at its low, central or high response) in which the package pays for itself. A count of distinct scenarios, each weighted the same: not a probability.",
  "methods.economics.dividend":
    "<0>The citizen dividend</0> goes to UK-resident adults, tax-free and disregarded for means-tested benefits. Today's taxes stay: the package sits on top of today's budget.",
  "methods.economics.more":
    "A step-by-step example is in <0>how the economy works here</0>; the figures move with your settings in the <1>budget simulator</1>.",
} as const;
