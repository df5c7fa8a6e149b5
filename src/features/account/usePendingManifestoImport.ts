import { useEffect, useRef } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { takePendingManifesto } from "@/lib/pendingManifesto";

const SAVE_FAILED = "Failed to save manifesto. Please try again.";

/** On arrival at /account (signed in), saves a manifesto left by the anonymous-save flow. */
export function usePendingManifestoImport(signedIn: boolean) {
  const create = useMutation(api.manifestos.create);
  const started = useRef(false);
  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    const pending = takePendingManifesto();
    if (pending === null) return;
    create(pending)
      .then(() => toast({ title: "Manifesto saved to your account!", variant: "success" }))
      .catch((error: unknown) =>
        // An expected refusal (a full quota, saving too fast) says why.
        toast({
          title: errorCode(error) === null ? SAVE_FAILED : errorMessage(error, SAVE_FAILED),
          variant: "destructive",
        }),
      );
  }, [signedIn, create]);
}
