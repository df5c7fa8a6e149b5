/**
 * The bind page (src/features/bind-vote) and the residence question
 * (src/components/ResidenceQuestion.tsx): English, the source (docs/i18n.md). The package
 * balance's and the price rise's words are worded here too, word for word
 * convex/domain/economy's describers in English (describeBalance, describeCentralBalance,
 * describePriceRise: src/features/bind-vote/economyWords.test.ts holds them equal).
 */
export const bindEnGB = {
  "bind.title": "Review and bind your vote",
  "bind.description": "Check your narrative, policies and budget before you bind your vote.",
  "bind.narrative.yours": "Your narrative",
  "bind.narrative.none": "No narrative chosen yet. <0>Choose a narrative</0> to build your vote.",
  "bind.summary.title": "Summary",
  "bind.summary.calculating": "Calculating…",
  "bind.summary.plain":
    "{count, plural, one {# policy} other {# policies}} costing {cost} a year, funded by a {rate}% transaction tax with a {dividend} citizen dividend.",
  "bind.summary.full":
    "{count, plural, one {# policy} other {# policies}} costing {cost} a year, funded by a {rate}% transaction tax with a {dividend} citizen dividend, leaving a package balance of <0>{balance}</0>; the cost of living rises <1>{priceRise}</1>.",
  "bind.residence.hint":
    "Your vote then counts in the results for your nation and region, shown only when enough people there have voted. Stored with your vote, under the consent below; never a postcode.",
  "bind.back": "Back to Tax Simulator",
  "bind.submitting": "Submitting...",
  "bind.signUpAndBind": "Sign up and bind my vote",
  "bind.bindOnly": "Bind Vote Only",
  "bind.success": "Your vote has been bound",
  "bind.failure": "Failed to bind your vote. Please try again.",
  // AccountNeeded
  "bind.account.title": "A vote needs an account",
  "bind.account.body":
    "Tick the box and press “Sign up and bind my vote”: you create an account with an email and a password, and your vote is bound as soon as you are back here, with nothing to press again. Already have one? <0>Sign in</0>.",
  "bind.account.guest":
    "Or vote without an account as a guest of the workshop room <0>{room}</0> (it then counts in the room only).",
  // RoomNotice
  "bind.room.open": "Your vote will also count in the workshop room <0>{room}</0> (<1>{code}</1>).",
  "bind.room.guest":
    "As a guest, your vote will count only in the workshop room <0>{room}</0> (<1>{code}</1>).",
  "bind.room.closed":
    "The workshop room <0>{room}</0> (<1>{code}</1>) is closed; your vote will count nationally.",
  "bind.room.change": "Change room",
  // ChosenPolicies
  "bind.policies.title": "Your chosen policies",
  "bind.policies.none": "No policies chosen yet.",
  // EconomicSettings (the two labels word for word convex/domain/economy's)
  "bind.economy.title": "Economic settings",
  "bind.economy.taxRate": "Transaction tax rate",
  "bind.economy.dividend": "Citizen dividend (tax-free)",
  "bind.economy.balance": "Package balance",
  "bind.economy.priceRise": "Cost of living rises",
  "bind.economy.priceRange": "range {low} to {high}",
  "bind.economy.balanceRange": "{low} to {high}",
  "bind.economy.balanced": "balances in the central case",
  "bind.economy.surplus": "{amount} surplus in the central case",
  "bind.economy.deficit": "{amount} deficit in the central case",
} as const;
