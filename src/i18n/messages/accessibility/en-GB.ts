/** The accessibility statement (src/features/accessibility): English, the source (docs/i18n.md "Catalogues per area"). */
export const accessibilityEnGB = {
  "accessibility.description":
    "How accessible the UK Policy Simulator is, what does not work yet, and how to tell us about a problem.",
  "accessibility.using": "Using this website",
  "accessibility.want":
    "We want as many people as possible to be able to use this website. You should be able to:",
  "accessibility.can.keyboardQuiz":
    "get from the start of the quiz to your results using just a keyboard",
  "accessibility.can.keyboardPages":
    "move between pages by keyboard, with focus starting at each page's heading",
  "accessibility.can.skip": "skip straight to each page's main content",
  "accessibility.can.motion":
    "turn off the opening animation by asking your device to reduce motion",
  "accessibility.can.colours": "use the site in light or dark colours",
  "accessibility.abilityNet":
    "<0>AbilityNet</0> has advice on making your device easier to use if you have a disability.",
  "accessibility.compliance": "Compliance status",
  "accessibility.partially":
    "This website is <0>partially compliant</0> with the {standard} standard, because of the non-compliances listed below.",
  "accessibility.standard": "Web Content Accessibility Guidelines (WCAG) version 2.2, level AA",
  "accessibility.nonAccessible": "Non-accessible content",
  "accessibility.listedBelow": "The content listed below is not accessible, for these reasons.",
  "accessibility.fails": "{issue} This fails WCAG 2.2 success criterion {criterion}.",
  "accessibility.issue.1.1.1":
    "The map of where voters landed, on the presenter and community pages, is described as a summary (how many votes, in how many places, where most are), not circle by circle.",
  "accessibility.criterion.1.1.1": "1.1.1 Non-text content",
  "accessibility.issue.2.4.11":
    "On a phone, the quick vote's button bar stays at the bottom of the screen and can cover the story that has keyboard focus until you scroll.",
  "accessibility.criterion.2.4.11": "2.4.11 Focus not obscured (minimum)",
  "accessibility.issue.2.2.2":
    "On the presenter view, figures change as votes arrive; there is no control to pause the updates other than hiding the results.",
  "accessibility.criterion.2.2.2": "2.2.2 Pause, stop, hide",
  "accessibility.plan": "We plan to fix these issues and to update this statement when we do.",
  "accessibility.reporting": "Reporting accessibility problems with this website",
  "accessibility.reportEmail":
    "If you find a problem that is not listed on this page, or you need information from this website in a different format, email <0>{contact}</0>. Tell us the page's address, what you were trying to do, and the device and software you were using. We will reply within 10 working days.",
  "accessibility.reportOperator":
    "If you find a problem that is not listed on this page, or you need information from this website in a different format, contact the operator of this site — the organisation that runs it for you, such as the facilitator of your workshop. Tell us the page's address, what you were trying to do, and the device and software you were using. We will reply within 10 working days.",
  "accessibility.dataNote":
    "How we handle your data when you contact us is described in our <0>privacy notice</0>.",
  "accessibility.enforcement": "Enforcement procedure",
  "accessibility.ehrc":
    "The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the ‘accessibility regulations’). If you are not happy with how we respond to your complaint, contact the <0>Equality Advisory and Support Service (EASS)</0>.",
  "accessibility.ni":
    "If you are in Northern Ireland and are not happy with how we respond to your complaint, you can contact the <0>Equality Commission for Northern Ireland (ECNI)</0>, which is responsible for enforcement there.",
  "accessibility.tested": "How we tested this website",
  "accessibility.testedBody":
    "This website was last tested on <0>{date}</0> against the {standard} standard. We tested every page with automated checks (axe) in our browser tests, and tested by hand with a keyboard alone, with reduced motion, and at a projector's 1920 × 1080 and a phone's 390 px width. We have not yet tested with disabled people using their own assistive technology.",
  "accessibility.prepared": "This statement was prepared on {date}.",
} as const satisfies Record<string, string>;
