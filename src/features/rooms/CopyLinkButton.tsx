import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";

/** Copies a link to the clipboard and says so; if the browser refuses, says how to copy it by hand. */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: "Could not copy the link. Select it and copy it instead.",
        variant: "warning",
      });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void onCopy()} aria-label={label}>
      {copied ? "Copied" : "Copy link"}
    </Button>
  );
}
