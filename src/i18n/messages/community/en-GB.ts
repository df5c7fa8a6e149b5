/** The community view (src/features/community): English, the source (docs/i18n.md "Catalogues per area"). */
export const communityEnGB = {
  "community.title": "Community comparison",
  "community.description":
    "See how your budget compares with everyone who has bound a vote. Figures update live as votes come in.",
  "community.refresh": "Refresh",
  "community.flowComplete": "✓ Your complete vote has been recorded",
  "community.tabs.label": "Comparison view",
  "community.tabs.yours": "Your Vote",
  "community.tabs.community": "Community",
  // BoundNote, VerifyToCount
  "community.countsOnceVerified": "Your vote counts nationally once you verify your email.",
  "community.bound.storedVerify":
    "Your vote is stored. Your vote counts nationally once you verify your email. <0>Verify it on your account page</0> or here:",
  "community.bound.countedLoading": "Your vote is counted. Loading the community total…",
  "community.bound.counted":
    "Your vote is counted: the community total is now {total, plural, one {# vote} other {# votes}}, yours included.",
  "community.bound.notYet":
    "Your vote is stored; it is not in the national total yet (see the note above).",
  "community.bound.seeResults": "See the community results",
  "community.verifyOnAccount": "Verify it on your account page",
  // VerifyInline
  "community.verify.done": "✓ {email} is verified: your vote counts nationally.",
  "community.verify.sentEmail": "We sent a {digits}-digit code to {sentTo}.",
  "community.verify.sentLog":
    "No mail service is set up, so the code for {sentTo} is in the server's log.",
  "community.verify.sendFailed": "We could not send a code. Please try again.",
  "community.verify.checkFailed": "We could not check the code. Please try again.",
  // The resend limit's refusal, worded from its wait (convex/domain/verification.ts
  // resendWaitOf); the English word for word the server's resendWaitMessage.
  "community.verify.resendWait": "Please wait {wait} before asking for another code.",
  "community.verify.wait.seconds": "{count, plural, one {# second} other {# seconds}}",
  "community.verify.wait.minutes": "{count, plural, one {# minute} other {# minutes}}",
  "community.verify.sendNew": "Send a new code",
  "community.verify.sendTo": "Send a code to {email}",
  "community.verify.codeLabel": "{digits}-digit code",
  "community.verify.submit": "Verify",
  // CommunityTab
  "community.workshop":
    "Running a workshop? <0>Create a workshop room</0> and project the live results.",
  "community.unknownRoom": "No room has the code {code}. <0>Join a room</0> or choose Nation.",
  "community.nationsOnProjector": "Show the nations and regions on a projector",
  // RoomScopeBar
  "community.scope.label": "Results for",
  "community.scope.nation": "Nation",
  "community.scope.room": "Room",
  "community.scope.compare": "Room vs Nation",
  "community.scope.roomIs": "Room:",
  "community.links.manifesto": "Community manifesto",
  "community.links.presenter": "Presenter view",
  "community.links.csv": "Export CSV",
  // CommunityView
  "community.loading": "Loading community results...",
  // CommunityFigures
  "community.basedOn.nation":
    "Based on {count, plural, one {# active vote} other {# active votes}} from {counting, select, verified {verified accounts} other {accounts}} across the nation: self-selected, not a poll weighted to the population.",
  "community.basedOn.sample": "Based on {count} synthetic sample votes, not real ones.",
  "community.basedOn.room":
    "Based on {count, plural, one {# active vote} other {# active votes}} in {room}; shown from {threshold} votes.",
  "community.basedOn.thisRoom": "this room",
  "community.sampleBanner":
    "Sample data: synthetic voters made up to show how this page works. Not real votes.",
  "community.totalVotes": "Total votes",
  "community.howWeCount": "How we count",
  "community.summaryTitle": "Community summary",
  "community.distribution": "Quadrant distribution",
  "community.topNarratives": "Top narratives",
  "community.noNarratives": "No narratives chosen yet.",
  "community.averagesTitle": "Community averages",
  "community.averagesEmpty":
    "No votes yet. The average tax rate, dividend and cost of living appear with the first vote.",
  "community.taxRate": "Tax rate",
  "community.dividend": "Dividend",
  "community.priceFigure": "Cost of living rises",
  "community.range": "range {low} to {high}",
  "community.valueWithRange": "{central} (range {low} to {high})",
  // communityFormat summaryText
  "community.summary.none":
    "No votes have been bound yet. Be the first to shape the community's budget.",
  "community.summary.lean": "Most voters lean {quadrant} ({share})",
  "community.summary.split": "Voters are split evenly between {quadrants} ({share} each)",
  "community.summary.and": "{first} and {last}",
  "community.summary.favourite": '{lean}, and the favourite narrative is "{title}".',
  "community.summary.noFavourite": "{lean}.",
  "community.summary.averages":
    "On average the community sets a {rate} transaction tax and a {dividend} citizen dividend (tax-free).",
  // RoomVsNation
  "community.vs.title": "Room vs Nation",
  "community.vs.figure": "Figure",
  "community.vs.nation": "Nation",
  "community.vs.averageTax": "Average tax rate",
  "community.vs.averageDividend": "Average dividend",
  "community.vs.topNarrative": "Top narrative",
  "community.vs.noneYet": "None yet",
  // SampleDataPanel, SampleDataToggle
  "community.sample.generated": "Successfully generated {count} seed votes!",
  "community.sample.failed": "Failed to generate seed data: {reason}",
  "community.sample.unknownError": "unknown error",
  "community.sample.title": "Try it with sample votes",
  "community.sample.body":
    "No vote is in the community results yet. Generate sample votes from 150 synthetic voters to see how the comparison works. They are labelled as sample data, shown only when you switch them on, and never counted in the real results.",
  "community.sample.generating": "Generating...",
  "community.sample.generate": "Generate seed data",
  "community.sample.show": "Show sample data",
  "community.sample.showBody":
    "No real votes yet. See how this page looks with {count} synthetic sample votes; they are never counted in the results or exports.",
  // ThresholdNotice
  "community.threshold.title": "Results are held back for now",
  "community.threshold.body":
    "The room's results show once it has {threshold} votes, so early votes cannot identify anyone.",
  // UnboundChanges
  "community.unbound.current": "your current selection",
  "community.unbound":
    "You are working on {name} ({narrative}), which is not your bound vote. <0>Review and bind it</0>.",
  // YourVoteView
  "community.yours.signIn": "Sign in to see your vote and compare it with the community.",
  "community.yours.signInButton": "Sign in",
  "community.yours.none": "You have not bound a vote yet.",
  "community.yours.toSimulator": "Go to the budget simulator",
  "community.yours.narrative": "Your narrative",
  "community.yours.unknownNarrative": "Unknown narrative",
  "community.yours.transactionTax": "Transaction tax",
  "community.yours.dividend": "Citizen dividend",
  "community.yours.balance": "Package balance (central)",
  "community.yours.breakdown":
    "Policy breakdown ({count, plural, one {# policy} other {# policies}})",
  // YourVoteSummary
  "community.summaryCard.title": "Your manifesto summary",
  "community.summaryCard.loading": "Generating your manifesto summary...",
  "community.summaryCard.failed": "Failed to generate manifesto",
  "community.summaryCard.retry": "Try again",
  "community.summaryCard.dominant": "Dominant quadrant",
  "community.summaryCard.confidence": "Confidence",
  "community.summaryCard.analysis": "Analysis",
  // VoteComparison
  "community.compare.title": "Compared with the community",
  "community.compare.setting": "Setting",
  "community.compare.you": "You",
  "community.compare.community": "Community",
  "community.compare.same": "Same as average",
  "community.compare.above": "{amount} above average",
  "community.compare.below": "{amount} below average",
  "community.compare.points": "{value} pts",
  "community.compare.taxChart": "Tax rate (%)",
  "community.compare.priceChart": "Cost of living rises (%)",
  "community.threshold.progress": "{count} of {threshold} votes needed",
  "community.threshold.bar": "Votes towards the threshold",
} as const;

export type CommunityMessageId = keyof typeof communityEnGB;
