import { useEffect, useRef, useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import "@/i18n/messages/account";
import { translate } from "@/i18n/react";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import {
  keepPendingManifesto,
  takePendingManifesto,
  type PendingManifestoFields,
} from "@/lib/pendingManifesto";
import { useConsent, type Consent } from "@/lib/useVoteConsent";

export interface PendingManifestoImport {
  /** A manifesto made before signing in, waiting for the person to agree to store it. */
  waiting: PendingManifestoFields | null;
  /** The manifestos' consent, asked beside 'Save it to my account'. */
  consent: Consent;
  save: () => void;
  discard: () => void;
}

/**
 * On arrival at /account (signed in), saves a manifesto left by the anonymous-save flow.
 * A manifesto is a political opinion: with the manifestos' consent recorded it is saved at
 * once; without, it waits (still kept in the browser) for the person to tick the box and
 * press save (docs/privacy.md "Consent").
 */
export function usePendingManifestoImport(signedIn: boolean): PendingManifestoImport {
  const create = useMutation(api.manifestos.create);
  const consent = useConsent("manifestos");
  const [waiting, setWaiting] = useState<PendingManifestoFields | null>(null);
  const started = useRef(false);

  const store = (pending: PendingManifestoFields) =>
    create(consent.withConsent(pending))
      .then(() => toast({ title: translate("account.importSaved"), variant: "success" }))
      .catch((error: unknown) => {
        // An expected refusal (a full quota, saving too fast) says why.
        const failed = translate("account.importFailed");
        toast({
          title: errorCode(error) === null ? failed : errorMessage(error, failed),
          variant: "destructive",
        });
      });

  useEffect(() => {
    if (!signedIn || started.current || consent.loading) return;
    started.current = true;
    const pending = takePendingManifesto();
    if (pending === null) return;
    if (consent.needed) {
      keepPendingManifesto(pending);
      setWaiting(pending);
      return;
    }
    void store(pending);
    // `store` closes over the consent known now; it runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, consent.loading, consent.needed]);

  return {
    waiting,
    consent,
    save: () => {
      if (!consent.check()) return;
      takePendingManifesto();
      if (waiting) void store(waiting);
      setWaiting(null);
    },
    discard: () => {
      takePendingManifesto();
      setWaiting(null);
    },
  };
}
