import { useState, type FormEvent } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useMutation } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { newUpgradeTicket, rememberUpgradeTicket } from "@/lib/guestUpgrade";
import { getRememberedRoom } from "@/lib/roomMembership";
import { buttonClasses, inputClass } from "@/lib/buttonClasses";
import { paths } from "@/app/paths";
import { authMessages } from "@/i18n/messages/auth";
import { T, useT } from "@/i18n/react";
import {
  authErrorMessage,
  passwordHint,
  validateAuthForm,
  type AuthFlow,
  type FieldErrors,
} from "./authMessages";

interface Props {
  flow: AuthFlow;
  /** Signed in as a workshop guest: leave a ticket so the account keeps the guest's vote. */
  keepGuestVote?: boolean;
}

/** Email and password form for one tab; a successful sign-in is picked up by AuthPage. */
export function AuthForm({ flow, keepGuestVote = false }: Props) {
  const t = useT(authMessages);
  const { signIn, signOut } = useAuthActions();
  const prepareUpgrade = useMutation(api.guests.prepareUpgrade);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `auth-${flow}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const errors = validateAuthForm(flow, email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      if (keepGuestVote) {
        const ticket = newUpgradeTicket();
        await prepareUpgrade({ ticket });
        rememberUpgradeTicket(ticket);
        // The auth client keeps using the session it has when signIn is called while
        // signed in, so the guest session ends first; the ticket keeps the vote claimable.
        await signOut();
      }
      // A sign-up from a room's join link names the room, so it draws on the room's budget
      // rather than the address's (docs/rooms.md "Sign-ups behind one address").
      const room = flow === "signUp" ? getRememberedRoom() : null;
      await signIn("password", {
        email: email.trim(),
        password,
        flow,
        ...(room && { roomCode: room.code }),
      });
    } catch (error) {
      setFormError(authErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-describedby={formError ? `${id}-error` : undefined}
    >
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
          {t("auth.email")}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          className={inputClass}
          placeholder={t("auth.emailPlaceholder")}
        />
        {fieldErrors.email && (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fieldErrors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium">
          {t("auth.password")}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete={flow === "signUp" ? "new-password" : "current-password"}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : `${id}-password-hint`}
          className={inputClass}
        />
        {fieldErrors.password ? (
          <p id={`${id}-password-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {fieldErrors.password}
          </p>
        ) : (
          flow === "signUp" && (
            <p
              id={`${id}-password-hint`}
              className="mt-1 text-sm text-slate-600 dark:text-slate-400"
            >
              {passwordHint()}
            </p>
          )
        )}
      </div>
      {formError && (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      {flow === "signUp" && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <T
            id="auth.privacyNote"
            components={{ 0: <Link to={paths.privacy} className="font-medium underline" /> }}
          />
        </p>
      )}
      <button type="submit" className={`${buttonClasses.primary} w-full`} disabled={busy}>
        {busy
          ? t(flow === "signIn" ? "auth.signingIn" : "auth.creatingAccount")
          : t(flow === "signIn" ? "auth.signIn" : "auth.signUp")}
      </button>
    </form>
  );
}
