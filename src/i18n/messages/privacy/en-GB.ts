/** The privacy notice (src/features/privacy): English, the source (docs/i18n.md "Catalogues per area"). */
export const privacyEnGB = {
  "privacy.description": "How the UK Policy Simulator looks after your data. Version {version}.",
  "privacy.inShort": "In short",
  "privacy.inShortBody":
    "Your vote says what you think about politics. The law (UK GDPR, Article 9) treats political opinions as <0>special category data</0>, so we store your vote, your policy choices and your manifestos only after you have agreed, in so many words, by ticking a box for each, beside the button that stores it. You can see everything we hold about you, take your consent back, and delete your account, all from your <1>account page</1>. Nobody else ever sees your own vote: others see only totals.",
  "privacy.responsible": "Who is responsible",
  "privacy.controller.named": "The controller of your data is <0>{controller}</0>.",
  "privacy.controller.namedContact":
    "The controller of your data is <0>{controller}</0> (<1>{contact}</1>).",
  "privacy.controller.operator":
    "The controller of your data is the operator of this site. This copy was started without a named controller: ask whoever gave you its address who runs it.",
  "privacy.controller.operatorContact":
    "The controller of your data is the operator of this site (<1>{contact}</1>). This copy was started without a named controller: ask whoever gave you its address who runs it.",
  "privacy.whatWeStore": "What we store",
  "privacy.store.account.what": "Your account",
  "privacy.store.account.detail":
    "your email address, a one-way hash of your password (never the password itself), and when you signed in; a workshop guest has no email, only a random identity",
  "privacy.store.sessions.what": "Your sessions",
  "privacy.store.sessions.detail": "which devices are signed in, and until when",
  "privacy.store.consent.what": "Your consent",
  "privacy.store.consent.detail":
    "for each of your vote, your policy choices and your manifestos: when you agreed to this notice, and to which version",
  "privacy.store.votes.what": "Your votes",
  "privacy.store.votes.detail":
    "the story and policies you chose, your tax settings and the figures worked out from them, when you voted, the workshop room you voted in, and, if you said, the nation you live in (and in England your region; never a postcode); earlier votes are kept with your account until you delete it or withdraw consent",
  "privacy.store.rankings.what": "Your rankings",
  "privacy.store.rankings.detail": "the policies you ranked in each policy area",
  "privacy.store.manifestos.what": "Your manifestos",
  "privacy.store.manifestos.detail":
    "the manifestos you saved, with the vision you typed, and the link if you shared one",
  "privacy.store.profile.what": "Your profile",
  "privacy.store.profile.detail": "your email again, and the dates of your last vote and sign-in",
  "privacy.store.rooms.what": "Your workshop rooms",
  "privacy.store.rooms.detail":
    "the rooms you run as a facilitator: their names, codes and settings",
  "privacy.store.abuse.what": "Abuse counters",
  "privacy.store.abuse.detail":
    "short-lived counts of sign-in attempts and AI requests, by your account or network address",
  "privacy.storeItem": "<0>{what}</0>: {detail}",
  "privacy.notStored":
    "We do not store your name, your address or anything from your device beyond what is listed. The browser keeps your choices in progress (the story, policies and tax settings you are looking at, and where you live if you say) on your own device until you vote.",
  "privacy.why": "Why, and on what legal basis",
  "privacy.whyBody":
    "We use your vote to count it in the community results — nationally and, if you joined one, in your workshop room — and to show you how your choice compares. We use your email and password only to keep your account.",
  "privacy.lawfulBasis":
    "<0>Lawful basis (Article 6):</0> your consent (Article 6(1)(a)) for your votes, rankings and manifestos; for your account details, the service you asked for (Article 6(1)(b)).",
  "privacy.specialCategory":
    "<0>Special category condition (Article 9):</0> your explicit consent (Article 9(2)(a)), asked separately for each of three purposes, each where it is stored:",
  "privacy.purpose.vote":
    "<0>Your vote</0> (with the policies and manifesto text sent with it): before it is stored you tick a box saying “{statement}”. In a workshop's quick vote the button itself says “Agree and cast my vote”, with the same words beside it.",
  "privacy.purpose.rankings":
    "<0>Your policy choices</0> (the policies you rank per area): a box beside Save saying “{statement}”. Unticked, your choices stay in your browser only.",
  "privacy.purpose.manifestos":
    "<0>Your manifestos</0>: a box beside the button that saves one, saying “{statement}”.",
  "privacy.separately":
    "Agreeing to one never agrees to another. We record when you agreed, to what, and to which version of this notice; if the notice changes, we ask again.",
  "privacy.whoSees": "Who can see what",
  "privacy.sees.everyone":
    "<0>Everyone</0> sees only totals: how many people chose each story and policy, average tax settings, a map of counts. No one's individual vote is shown.",
  "privacy.sees.rooms":
    "<0>Workshop rooms</0> show their results only once enough people have voted (the facilitator sets the number, at least {min}; {threshold} unless changed), so no one can be singled out. Until then, votes of that room do not move the national results either.",
  "privacy.sees.places":
    "<0>Results by nation and region</0> show a place's totals only once it has enough votes, and the nations (or England's regions) are shown together or not at all, so no place's figures can be worked out by subtraction. A workshop room is never broken down by place.",
  "privacy.sees.facilitators":
    "<0>Facilitators</0> see their room's totals, never who voted for what.",
  "privacy.sees.shared":
    "<0>A shared manifesto</0> is seen by anyone with its link, only if you publish it; unpublishing stops the link working.",
  "privacy.sees.operator":
    "<0>The operator</0> of this site can read the database to run it and to answer your requests.",
  "privacy.howLong": "How long we keep it",
  "privacy.keep.account":
    "Your account and votes: until you delete them, or withdraw your consent.",
  "privacy.keep.guests":
    "Guest votes (workshop guests without an account): removed, with the guest identity, {days} days after the room closes.",
  "privacy.keep.abandoned": "Guest identities that never voted: removed after {days} days.",
  "privacy.keep.abuse":
    "Sign-in attempt records and AI request counters: kept only briefly (about an hour after the last attempt), to stop abuse.",
  "privacy.rights": "Your rights",
  "privacy.right.access":
    "<0>Access</0>: “Download my data” on your account page saves everything we hold about you as one file.",
  "privacy.right.erasure":
    "<0>Erasure</0>: “Delete my account” removes your account and everything linked to it, and takes your vote out of every total.",
  "privacy.right.withdraw":
    "<0>Withdraw consent</0>: on your account page, for each purpose on its own: withdrawing it deletes what it covered (your votes; your policy choices; your manifestos with their share links); your account and your other consents stay.",
  "privacy.right.rectification":
    "<0>Rectification</0>: change your vote at any time by voting again; edit or delete your manifestos on your account page.",
  "privacy.right.object":
    "<0>Object</0>: you can object to any use of your data; as we use it only with your consent, withdrawing it stops that use.",
  "privacy.askOperator":
    "If you cannot use your account, ask the operator of this site to export or erase your data for you.",
  "privacy.askOperatorContact":
    "If you cannot use your account, ask the operator of this site (<0>{contact}</0>) to export or erase your data for you.",
  "privacy.complaints": "Complaints",
  "privacy.complaintsBody":
    "If you are unhappy with how your data is handled, you can complain to the Information Commissioner's Office (ICO): <0>ico.org.uk</0>, telephone 0303 123 1113.",
} as const;
