/** Sign in and sign up (src/features/auth): English, the source (docs/i18n.md "Catalogues per area"). */
export const authEnGB = {
  "auth.signIn": "Sign in",
  "auth.signUp": "Sign up",
  "auth.tabsLabel": "Account",
  "auth.intro": "Sign in to save your manifesto, bind your vote and compare with the community.",
  "auth.guestNote":
    "You are voting as a guest. Sign in or sign up to keep your vote: it will then count nationally too.",
  "auth.verifiedNote":
    "You are signed in as soon as the account is created. Your vote counts nationally once you verify your email: after you vote we send a code to this address.",
  "auth.noVerificationNote":
    "No verification email is needed: you are signed in as soon as the account is created.",
  "auth.or": "or",
  "auth.google": "Continue with Google",
  "auth.continueWithout": "Continue without account",
  "auth.email": "Email",
  "auth.emailPlaceholder": "you@example.com",
  "auth.password": "Password",
  "auth.privacyNote":
    "We keep your email and a hash of your password for your account. Your vote, policy choices and manifestos are stored only once you tick the box for each, beside the button that stores it. See the <0>privacy notice</0>.",
  "auth.signingIn": "Signing in...",
  "auth.creatingAccount": "Creating account...",
  "auth.emailRequired": "Email is required.",
  "auth.passwordRequired": "Password is required.",
  "auth.passwordHint": "At least {min} characters; not a common password or your email.",
  "auth.password.missing": "Please enter your email and password.",
  "auth.password.blank": "Password cannot be only spaces.",
  "auth.password.tooLong": "Password must be at most {max} bytes long.",
  "auth.password.tooShort": "Password must be at least {min} characters.",
  "auth.password.sameAsEmail": "Password must not be your email address.",
  "auth.password.common": "This password is too common. Please choose one that is harder to guess.",
  // The throttles' refusals, worded from the wait the server sends as values; word for word
  // the server's English (convex/domain/throttleWords.ts, creationThrottle.ts).
  "auth.throttle.attempts": "Too many failed attempts. Please wait {wait} and try again.",
  "auth.throttle.signUps":
    "Too many new accounts from your network. Please wait {wait} and try again.",
  "auth.wait.seconds": "{count, plural, one {# second} other {# seconds}}",
  "auth.wait.minutes": "{count, plural, one {# minute} other {# minutes}}",
} as const satisfies Record<string, string>;
