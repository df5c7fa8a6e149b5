/**
 * The core English (en-GB) catalogue, bundled with the app: the shell, the shared
 * components, the quadrants and the server's errors. Each screen's own texts live in its
 * area's catalogue (src/i18n/messages/<area>/), loaded with its route (docs/i18n.md). This is
 * the source every other language translates, in ICU MessageFormat, keyed "<area>.<name>".
 * After a change here or in cy.ts run `npm run i18n:compile`; src/i18n/catalogues.test.ts
 * fails while a compiled copy is stale.
 */
export const enGB = {
  // The product's name and the shell (src/app).
  "site.name": "Policy Simulator UK",
  "shell.skipToContent": "Skip to content",
  "shell.homeLink": "Policy Simulator UK home",
  "shell.mainNav": "Main",
  "shell.search": "Search",
  "shell.languageSwitch": "Cymraeg",
  "shell.languageSwitchLabel": "Newid i'r Gymraeg",
  "shell.loading": "Loading",
  "footer.privacy": "Privacy notice",
  "footer.accessibility": "Accessibility statement",
  "footer.consent": "Your vote is stored only with your consent.",
  "error.title": "Something went wrong",
  "error.body":
    "This page ran into a problem. Your choices are kept in this browser, so reloading the page or starting from the home page loses nothing.",
  "error.reload": "Reload the page",
  "error.home": "Go to the home page",
  "notFound.title": "Oops! Page not found",
  "notFound.body": "The page you asked for does not exist or has moved.",
  "notFound.home": "Return to Home",
  "reconnecting.message": "Reconnecting… Changes will show once the connection is back.",
  "progress.label": "Progress",
  "progress.short": "Progress: {completed}/5",
  "progress.complete": "(complete)",
  "progress.refresh": "Refresh progress",
  "progress.policies": "Policies",
  "progress.policiesDescription": "Find quadrant & select policies",
  "progress.manifesto": "Manifesto",
  "progress.manifestoDescription": "Create & finalize manifesto",
  "progress.tax": "Tax",
  "progress.taxDescription": "Set tax & dividend rates",
  "progress.budget": "Budget",
  "progress.budgetDescription": "Review budget & costs",
  "progress.community": "Community",
  "progress.communityDescription": "See community results",
  "title.page": "{page} · {site}",
  "title.notFound": "Page not found",
  "title.home": "Build your manifesto",
  "title.auth": "Sign in",
  "title.quiz": "Spectrum quiz",
  "title.quizResult": "Your quadrant",
  "title.narratives": "Political narratives",
  "title.quadrant": "Quadrant",
  "title.narrative": "Narrative",
  "title.search": "Policy search",
  "title.policyAreas": "Manual build",
  "title.policyArea": "Policy area",
  "title.policySelection": "Your manifesto",
  "title.economyExplained": "How the economy works here",
  "title.methods": "How the results are counted",
  "title.taxSimulator": "Budget simulator",
  "title.bindVote": "Review and bind your vote",
  "title.communityComparison": "Your vote and the community",
  "title.manifestoEditor": "Edit your manifesto",
  "title.account": "Account & manifestos",
  "title.communityManifesto": "Community manifesto",
  "title.sharedManifesto": "Shared manifesto",
  "title.rooms": "Workshop rooms",
  "title.join": "Join a workshop",
  "title.privacy": "Privacy notice",
  "title.accessibility": "Accessibility statement",
  "title.present": "Workshop results",

  // Shared components (src/components).
  "account.signIn": "Sign In",
  "account.guest": "Guest",
  "account.fallbackName": "Account",
  "account.menuFor": "Account menu for {name}",
  "account.keepVote": "Keep my vote: create an account",
  "account.accountAndManifestos": "Account & Manifestos",
  "account.workshopRooms": "Workshop rooms",
  "account.leaveGuest": "Leave guest session",
  "account.signOut": "Sign Out",
  "theme.label": "Theme: {choice, select, light {light} dark {dark} other {system}}",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "theme.system": "System",

  // Shared components (UpdatePrompt, AiEngineNote)
  "update.available": "A new version is available.",
  "update.reload": "Reload",
  "ai.engine.offline": "Answered by the offline engine",
  "ai.engine.model": "Answered by the AI model",

  // The error catalogue (convex/domain/messages.ts): "errors.<id>", the English identical.
  "errors.signInToBind": "Please sign in to bind your vote",
  "errors.signInToSubmit": "Please sign in to submit your complete vote",
  "errors.signInToSaveManifesto": "Please sign in to save your manifesto",
  "errors.signInToSaveRankings": "Please sign in to save your policy preferences",
  "errors.signInToKeepLanguage": "Please sign in to keep your language with your account.",
  "errors.residenceShape": "Choose a nation, and in England a region, or prefer not to say.",
  "errors.incompleteSelection": "Please complete all selections before binding your vote.",
  "errors.incompleteSteps": "Please complete all steps before submitting",
  "errors.maxRanked": "Maximum 3 policies can be ranked",
  "errors.noRankedPolicy": "Please select at least one policy to save.",
  "errors.narrativeNotFound": "Narrative not found",
  "errors.manifestoNotFound": "Manifesto not found",
  "errors.unknownCategory": "Unknown policy category",
  "errors.taxRateRange": "The transaction tax rate must be between 0 and 5 percent.",
  "errors.dividendRange": "The citizen dividend must be between £0 and £50,000.",
  "errors.quizCoordinatesRange": "Quiz coordinates must be numbers between -1 and 1.",
  "errors.confidenceRange": "The confidence score must be between 0 and 1.",
  "errors.tooManyPolicies": "Too many policies selected.",
  "errors.unknownPolicy": "One of the selected policies does not exist.",
  "errors.policyNotInCategory": "A selected policy does not belong to this category.",
  "errors.tooManyCategories": "There can be at most one ranking per policy area.",
  "errors.textTooLong": "That text is too long.",
  "errors.quizAnswerRange": "Each quiz answer must be a whole number from 0 to 9.",
  "errors.signInToCreateRoom": "Please sign in to create a workshop room.",
  "errors.signInToChangeRoom": "Please sign in to change your workshop room.",
  "errors.roomNameLength": "Room name must be 1 to 60 characters.",
  "errors.roomThresholdRange": "The threshold must be a whole number from 3 to 50.",
  "errors.notRoomOwner": "Only the facilitator can change this room.",
  "errors.roomNotFound": "Room not found",
  "errors.guestNeedsRoom":
    "Guest votes count only in an open workshop room. Create an account to vote nationally.",
  "errors.roomAccountsOnly":
    "This room counts votes from accounts only. Please sign in or create an account to vote.",
  "errors.accountToCreateRoom": "Please create an account to run a workshop room.",
  "errors.tooManyRoomCodes": "This room has had 100 join codes. Please create a new room.",
  "errors.accountToSaveManifesto":
    "Please create an account to save a manifesto. Until then it stays in this browser.",
  "errors.onlyGuestsUpgrade": "Only a guest can hand a vote to an account.",
  "errors.invalidUpgradeTicket": "That link to keep a guest vote is not valid.",
  "errors.noFreeRoomCode": "Could not find a free room code. Please try again.",
  "errors.noFreeShareLink": "Could not make a share link. Please try again.",
  "errors.manifestoCountLimit":
    "You have reached the limit of {maxManifestos} saved manifestos. Delete one to save another.",
  "errors.manifestoBytesLimit":
    "Your saved manifestos have reached the storage limit of {storageLimit}. Delete or shorten one to save more.",
  "errors.manifestoRateLimit":
    "You are saving manifestos too quickly. Please wait a minute and try again.",
  "errors.roomCountLimit":
    "You have reached the limit of {maxRooms} workshop rooms for one account.",
  "errors.auth.invalidCredentials": "Invalid email or password. Please try again.",
  "errors.auth.accountExists": "An account with this email already exists. Please sign in instead.",
  "errors.auth.invalidEmail": "Please enter a valid email address.",
  "errors.auth.tooManyAttempts": "Too many failed attempts. Please try again later.",
  "errors.auth.unexpected": "An unexpected error occurred",

  // Words many screens share.
  "common.error": "Error",
  "common.saving": "Saving...",
  "common.loading": "Loading...",
  "common.close": "Close",
  "common.dismiss": "Dismiss",
  "common.back": "Back",
  "common.next": "Next",
  "common.continue": "Continue",

  // The quadrants (src/lib/quadrants.ts): names as in docs/glossary-cy.md.
  "quadrant.rewild.name": "Rewild",
  "quadrant.rewild.character": "Shared paths + visionary aims",
  "quadrant.rewild.tagline": "Regenerative, collaborative, future-rooted",
  "quadrant.rewild.blurb":
    "Rewilders believe change grows from the ground up: communities, ecosystems and commons working together towards a bold, regenerative future.",
  "quadrant.leap.name": "Leap",
  "quadrant.leap.character": "Personal paths + visionary aims",
  "quadrant.leap.tagline": "Bold, fast, experimental",
  "quadrant.leap.blurb":
    "Leapers believe change comes from bold individuals and fast experiments: try big ideas, learn quickly and let the best ones spread.",
  "quadrant.steady.name": "Steady",
  "quadrant.steady.character": "Shared paths + grounded practice",
  "quadrant.steady.tagline": "Cautious, nurturing, systems-based",
  "quadrant.steady.blurb":
    "Steady builders believe change lasts when it is careful: strengthen the shared systems people rely on and improve them step by step.",
  "quadrant.scale.name": "Scale",
  "quadrant.scale.character": "Personal paths + grounded practice",
  "quadrant.scale.tagline": "Structured, scalable, outcome-driven",
  "quadrant.scale.blurb":
    "Scalers believe change comes from what demonstrably works: measure outcomes, reward results and grow proven solutions across the country.",
} as const satisfies Record<string, string>;

/** An id of the core catalogue: always loaded, so `useT()` without an area takes these. */
export type CoreMessageId = keyof typeof enGB;
