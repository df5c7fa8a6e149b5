/**
 * The controller of the personal data this copy stores (UK GDPR Art. 13(1)(a)): the
 * privacy notice names them from `VITE_CONTROLLER_NAME` and `VITE_CONTACT_EMAIL` (read from
 * `.env` when the app is built). `npm start` and `npm run workshop` say clearly when either
 * is missing, since the notice then names no one (README "Settings", docs/scale.md
 * "Runbook").
 */

/** The settings that name the controller, and what each is for. */
const IDENTITY = {
  VITE_CONTROLLER_NAME: "the controller's name (a person or an organisation)",
  VITE_CONTACT_EMAIL: "the controller's contact address",
} as const;

/** The identity settings missing from `env` (blank counts as missing). */
export function missingOperatorIdentity(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(IDENTITY).filter((key) => (env[key] ?? "").trim() === "");
}

/** The warning `npm start` prints, or null when the controller is named. */
export function operatorIdentityWarning(env: NodeJS.ProcessEnv): string | null {
  const missing = missingOperatorIdentity(env);
  if (missing.length === 0) return null;
  const lines = [
    "  WARNING: the privacy notice names no data controller (UK GDPR Art. 13(1)(a)).",
    "  Set in .env, then rebuild (npm run build, or delete dist/):",
    ...missing.map((key) => `    ${key}=   # ${IDENTITY[key as keyof typeof IDENTITY]}`),
  ];
  return lines.join("\n");
}
