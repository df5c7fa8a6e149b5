import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import type { Consent } from "@/lib/useVoteConsent";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";

interface Props {
  /** The manifestos' consent, asked beside the buttons that store. */
  consent: Consent;
  busy: "save" | "submit" | null;
  onCancel: () => void;
  onSave: () => void;
  onSubmit: () => void;
}

/** Cancel, Save Manifesto and Submit to Community, kept in view at the bottom of the page. */
export function EditorActions({ consent, busy, onCancel, onSave, onSubmit }: Props) {
  const t = useT(manifestoMessages);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mb-2 md:ml-auto md:max-w-xl">
        <ConsentCheckbox consent={consent} compact />
      </div>
      <div className="grid grid-cols-2 gap-2 md:flex md:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={busy !== null}>
          {t("manifesto.actions.cancel")}
        </Button>
        <Button variant="outline" onClick={onSave} disabled={busy !== null}>
          {busy === "save" && <Spinner className="h-4 w-4" label={t("manifesto.actions.saving")} />}
          {t("manifesto.actions.save")}
        </Button>
        <Button onClick={onSubmit} disabled={busy !== null} className="col-span-2">
          {busy === "submit" && (
            <Spinner className="h-4 w-4" label={t("manifesto.actions.submitting")} />
          )}
          {t("manifesto.actions.submit")}
        </Button>
      </div>
    </div>
  );
}
