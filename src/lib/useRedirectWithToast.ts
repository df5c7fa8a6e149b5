import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { toast, type ToastVariant } from "@/components/ui/Toast";

/** When `message` is set: shows it as a toast once and redirects (spec 8). */
export function useRedirectWithToast(
  message: string | null,
  to: string,
  variant: ToastVariant = "destructive",
) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (message === null || done.current) return;
    done.current = true;
    toast({ title: message, variant });
    void navigate(to, { replace: true });
  }, [message, to, variant, navigate]);
}
