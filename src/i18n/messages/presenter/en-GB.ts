/** The presenter (src/features/presenter): English, the source (docs/i18n.md "Catalogues per area"). */
export const presenterEnGB = {
  "presenter.subtitle.nation": "Everyone who has bound a vote",
  "presenter.subtitle.room": "This room",
  "presenter.subtitle.compare": "Room vs Nation",
  "presenter.subtitle.withRoom": "{view} · room {code}",
  "presenter.title.nation": "Live community results",
  "presenter.series.nation": "Nation",
  "presenter.series.room": "Room",
  "presenter.topNarratives": "Top narratives",
  "presenter.topNarrativesOf": "Top narratives ({series})",
  "presenter.totalVotes": "Total votes",
  "presenter.roomShowsFrom": "Room results show from {threshold} votes.",
  "presenter.joinIn": "Join in",
  "presenter.quadrants": "Quadrants",
  "presenter.nations": "Nations and regions",
  "presenter.map": "Where voters landed",
  "presenter.averages": "Averages",
  "presenter.unknownRoom.title": "No room has the code {code}",
  "presenter.unknownRoom.body":
    "Check the code with the facilitator, or show the national results.",
  "presenter.unknownRoom.link": "Show national results",
  "presenter.loading": "Loading results...",
  // PresenterHeader
  "presenter.awake": " · screen kept awake",
  "presenter.closed": "Closed",
  "presenter.tabs.label": "Results for",
  "presenter.reveal": "Reveal results",
  "presenter.hide": "Hide results",
  "presenter.largeText": "Large text",
  "presenter.exitFullscreen": "Exit full screen",
  "presenter.fullscreen": "Full screen",
  "presenter.exit": "Exit presenter view",
  // ConnectionBanner
  "presenter.reconnecting": "Reconnecting… the figures shown are the last received.",
  // ConsensusPanels
  "presenter.agrees": "Where the room agrees",
  "presenter.agrees.none": "No policy yet has at least half of every quadrant behind it.",
  "presenter.waiting": "Waiting for votes.",
  "presenter.agrees.note": "at least {share} in every quadrant",
  "presenter.divides": "Where it divides",
  "presenter.divides.fewGroups": "Divisions show once two quadrants have voters.",
  "presenter.divides.none": "No policy splits the quadrants by 50 points or more.",
  "presenter.divides.note": "{gap} points apart",
  // JoinPanel
  "presenter.qrLabel": "QR code to join: {address}",
  "presenter.voteOnPhone": "Vote on your phone",
  "presenter.code": "Code",
  // PresenterFigures
  "presenter.counting":
    "{prefix, select, nation {Nation: votes} other {votes}} from {counting, select, verified {verified accounts} other {accounts}}; self-selected, not a weighted poll",
  "presenter.taxRate": "Tax rate",
  "presenter.dividend": "Dividend",
  "presenter.priceFigure": "Cost of living rises",
  "presenter.range": "range {low} to {high}",
  "presenter.aboutPrice": "About the cost-of-living figure",
  "presenter.noNarratives": "No narratives chosen yet.",
  // ResultsCurtain
  "presenter.hidden.title": "Results hidden",
  "presenter.hidden.body": "The facilitator will reveal them once everyone has voted.",
  "presenter.closedTitle": "Room closed",
  "presenter.waitingTitle": "Waiting for votes",
  "presenter.closedBody":
    "The room closed with fewer than {threshold} votes, so its results stay hidden and no one can be identified.",
  "presenter.waitingBody":
    "Results appear once the room has {threshold} votes, so early votes cannot identify anyone.",
  // RoomVoters
  "presenter.pending":
    "{count, plural, one {# guest vote} other {# guest votes}} awaiting approval",
  "presenter.burst": "{count} guest votes from one network within a minute (at {time})",
  // QuadrantBars
  "presenter.distribution": "Quadrant distribution",
  // VoterMap
  "presenter.axis.visionary": "VISIONARY AMBITION",
  "presenter.axis.grounded": "GROUNDED PRACTICE",
  "presenter.axis.shared": "← SHARED PATHS",
  "presenter.axis.personal": "PERSONAL PATHS →",
  "presenter.map.label": "Map of where voters landed. {description}.",
  "presenter.map.series":
    "{series}: {votes, plural, one {# vote} other {# votes}} in {places, plural, one {# place} other {# places}}",
  "presenter.map.busiest": "{series}, most in {quadrant}",
  "presenter.map.caption": "Filled circles: {first}. Dashed rings: {second}.",
  "presenter.threshold.progress": "{count} of {threshold} votes needed",
  "presenter.threshold.bar": "Votes towards the threshold",
} as const;
