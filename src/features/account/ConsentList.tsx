import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { CONSENT_PURPOSES, type ConsentPurpose } from "@convex/domain/privacy";
import { ConfirmDialog } from "./ConfirmDialog";

type Consents = NonNullable<FunctionReturnType<typeof api.privacy.myConsent>>;

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Each purpose as the account page names it, and what withdrawing it deletes. */
export const PURPOSE_TEXT: Record<
  ConsentPurpose,
  { name: string; stored: string; deletes: string; confirm: string; keep: string }
> = {
  vote: {
    name: "Your vote",
    stored: "your votes are stored",
    deletes:
      "Your votes (with the policies and manifesto text sent with them) are deleted now and taken out of every total.",
    confirm: "Withdraw and delete my votes",
    keep: "Keep my votes",
  },
  rankings: {
    name: "Your policy choices",
    stored: "your policy choices are stored",
    deletes: "The policies you chose and ranked per area are deleted now.",
    confirm: "Withdraw and delete my choices",
    keep: "Keep my choices",
  },
  manifestos: {
    name: "Your manifestos",
    stored: "your manifestos are stored",
    deletes: "Your saved manifestos, with any share links, are deleted now.",
    confirm: "Withdraw and delete my manifestos",
    keep: "Keep my manifestos",
  },
};

function describe(purpose: ConsentPurpose, given: Consents[ConsentPurpose]) {
  const { stored } = PURPOSE_TEXT[purpose];
  if (given === null) return `You have not agreed that ${stored}, so none are.`;
  const changed = given.current ? "" : ", since changed: you will be asked again";
  return `You agreed on ${dateFormat.format(new Date(given.givenAt))} that ${stored} (privacy notice of ${given.version}${changed}).`;
}

/**
 * Each purpose's consent on /account (docs/privacy.md "Consent"): when it was given, and
 * 'Withdraw' for it alone, confirmed, which deletes what it covered.
 */
export function ConsentList({
  consents,
  busy,
  onWithdraw,
}: {
  consents: Consents | null | undefined;
  busy: boolean;
  onWithdraw: (purpose: ConsentPurpose) => void;
}) {
  return (
    <ul className="space-y-3" data-testid="consent-status">
      {CONSENT_PURPOSES.map((purpose) => {
        const given = consents?.[purpose] ?? null;
        const text = PURPOSE_TEXT[purpose];
        return (
          <li
            key={purpose}
            className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            data-testid={`consent-${purpose}`}
          >
            <p className="text-sm text-slate-700 dark:text-slate-200">
              <strong>{text.name}:</strong> {describe(purpose, given)}
            </p>
            {given !== null && (
              <ConfirmDialog
                trigger={`Withdraw consent: ${text.name.toLowerCase()}`}
                title="Withdraw your consent?"
                confirm={text.confirm}
                cancel={text.keep}
                busy={busy}
                onConfirm={() => onWithdraw(purpose)}
              >
                {text.deletes} Your account and your other consents stay. This cannot be undone.
              </ConfirmDialog>
            )}
          </li>
        );
      })}
    </ul>
  );
}
