/**
 * The address people write to about accessibility problems and their data: the operator's
 * own, set when the app is built (`VITE_CONTACT_EMAIL`, README "Settings"). A workshop
 * laptop has none, so the pages then name "the operator of this site" instead.
 */

/** A plain address: something@domain.tld, no spaces, no display name. */
const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/;

/** The configured contact address, or null when none (or not an address) is set. */
export function operatorContactEmail(
  configured: string | undefined = import.meta.env.VITE_CONTACT_EMAIL as string | undefined,
): string | null {
  const email = configured?.trim() ?? "";
  return EMAIL.test(email) ? email : null;
}

/**
 * The controller's name (`VITE_CONTROLLER_NAME`, a person or an organisation), or null when
 * none is set: the privacy notice then says the copy names no one (UK GDPR Art. 13(1)(a)).
 */
export function operatorName(
  configured: string | undefined = import.meta.env.VITE_CONTROLLER_NAME as string | undefined,
): string | null {
  const name = configured?.trim() ?? "";
  return name === "" ? null : name.slice(0, 200);
}
