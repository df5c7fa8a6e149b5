/**
 * The consent box (src/components/ConsentCheckbox.tsx): English, the source (docs/i18n.md
 * "Catalogues per area"). The statements and refusals are word for word those of
 * convex/domain/privacy.ts (the words the server records consent to; consent.test.ts).
 */
export const consentEnGB = {
  "consent.statement.vote":
    "I agree that my vote — my political opinions — is stored as described in the privacy notice",
  "consent.statement.rankings":
    "I agree that my policy choices — my political opinions — are stored as described in the privacy notice",
  "consent.statement.manifestos":
    "I agree that my manifestos — my political opinions — are stored as described in the privacy notice",
  "consent.required.vote":
    "Please tick the box to agree to the privacy notice before your vote is stored.",
  "consent.required.rankings":
    "Please tick the box to agree to the privacy notice before your choices are stored.",
  "consent.required.manifestos":
    "Please tick the box to agree to the privacy notice before your manifesto is stored.",
  "consent.why.vote":
    "Your vote is a political opinion, so the law asks for your explicit consent.",
  "consent.why.rankings":
    "The policies you choose are political opinions, so the law asks for your consent.",
  "consent.why.manifestos":
    "A manifesto is a political opinion, so the law asks for your explicit consent.",
  "consent.withdraw.vote":
    "Read the <0>privacy notice</0>; you can withdraw at any time on your account page, which deletes your votes.",
  "consent.withdraw.rankings":
    "Read the <0>privacy notice</0>; you can withdraw at any time on your account page, which deletes your choices.",
  "consent.withdraw.manifestos":
    "Read the <0>privacy notice</0>; you can withdraw at any time on your account page, which deletes your manifestos.",
  "consent.askFirst":
    "Before your vote is stored we ask for your consent, as the <0>privacy notice</0> describes.",
  "consent.given":
    "You agreed on {date} that your vote is stored as the <0>privacy notice</0> describes.",
} as const;
