/** The join page, the quick vote and its receipt (src/features/rooms, /join): English, the source (docs/i18n.md "Catalogues per area"). */
export const joinEnGB = {
  "join.title": "Join a workshop room",
  "join.description":
    "Vote in seconds as a guest (your vote counts in this room only), or with an account (it counts nationally too).",
  "join.privacy":
    "Your vote is stored only with your consent. Read the <0>privacy notice</0> to see what is kept, who sees it and for how long.",
  "join.joinRoom": "Join room",
  "join.joinAnother": "Join another room",
  "join.tryAgain": "Try again",
  "join.finding": "Finding the room...",
  "join.noRoom": "No room has the code {code}",
  "join.noRoomHint": "Check the code with the facilitator and try again.",
  "join.closed": '"{name}" is closed',
  "join.closedHint":
    "This room no longer counts new votes. You can still vote, and your vote counts nationally.",
  "join.inRoom": "✓ You are in this room",
  "join.code": "Code",
  "join.leave": "Leave room",
  "join.policyByPolicy": "Prefer to build your vote policy by policy?",
  "join.results": "See this room's results",
  "join.code.label": "Room code",
  "join.code.hint":
    "The facilitator shows the code on screen. Capitals, spaces and dashes don't matter.",
  "join.code.empty": "Enter the room code.",
  "join.code.shape": "Room codes are {length} letters and numbers, for example KXB47Q.",
  "join.guest.vote": "Vote as a guest",
  "join.guest.joining": "Joining…",
  "join.guest.failed": "Could not start a guest session. Please try again.",
  "join.guest.note":
    "No email needed. A guest's vote counts in this room only, not in the national results. <0>Sign in with an account</0> to count it nationally too.",
  "join.accountsOnly.title": "This room counts votes from accounts only.",
  "join.accountsOnly.guest":
    "Sign in or create an account to vote here; a guest vote you already cast comes with you.",
  "join.accountsOnly.signedOut": "Please sign in or create an account to vote.",
  "join.accountsOnly.signIn": "Sign in to vote",
  "join.quick.current": "Your vote now: <0>{title}</0>. Choose again to change it.",
  "join.quick.question": "Which story is closest to your view?",
  "join.quick.takesPolicies": "Your vote takes the story's own policies in every area.",
  "join.quick.failed": "Your vote was not counted. Please try again.",
  "join.quick.counting": "Counting your vote…",
  "join.quick.agreeAndCast": "Agree and cast my vote",
  "join.quick.cast": "Cast my vote",
  "join.quick.guestCounts": "As a guest, your vote counts in this room only.",
  "join.quick.accountCounts":
    "Your vote counts in this room and, once the room shows its results, nationally.",
  "join.quick.consentNeeded":
    "By pressing “Agree and cast my vote” you agree that your vote — your political opinions — is stored as described in the <0>privacy notice</0>.",
  "join.quick.consentGiven":
    "Your vote is stored as described in the <0>privacy notice</0>, with the consent you gave.",
  "join.story.rewild": "{name}: shared paths and visionary aims",
  "join.story.leap": "{name}: personal paths and visionary aims",
  "join.story.steady": "{name}: shared paths and grounded practice",
  "join.story.scale": "{name}: personal paths and grounded practice",
  "join.counted.title": "✓ Your vote is counted in {room}",
  "join.counted.guestOnly":
    "As a guest vote it counts in this room only, not in the national results.",
  "join.counted.held":
    "It counts in this room now, and joins the national results once the room has enough votes to show its results, so no one's vote can be singled out.",
  "join.counted.both": "It counts in this room and in the national results.",
  "join.counted.change": "Change my vote",
  "join.counted.keep": "Keep my vote: create an account",
  "join.waiting.approved": "✓ The facilitator approved your vote: it counts in this room.",
  "join.waiting.title": "Your vote is waiting for the facilitator's approval.",
  "join.waiting.why":
    "So that no one can flood a room with votes, guest votes beyond the number the facilitator expected, or many from one network, count once the facilitator approves them. Changing your vote keeps it waiting.",
  "join.next.title": "Next step",
  "join.next.review": "Review and bind your vote",
  "join.next.chosen": 'You have chosen "{title}". Bind your vote to count it in this room.',
  "join.next.choose": "Choose a narrative",
  "join.next.quizTaken": "You have taken the quiz. Pick a narrative, then bind your vote.",
  "join.next.takeQuiz": "Take the quiz",
  "join.next.startQuiz":
    "Start with the five-question quiz to find your worldview, then bind your vote.",
  "join.next.signInLater": "You will be asked to sign in when you bind your vote.",
  "join.next.browse": "Browse narratives",
} as const satisfies Record<string, string>;
