import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/**
 * Copies a link to the clipboard and says so; if the browser refuses, says how to copy it by
 * hand. `context` ("for Year 10") follows the visible words for screen readers only, so the
 * button's name begins with what it shows (WCAG 2.5.3 Label in Name): "Copy link for Year 10".
 */
export function CopyLinkButton({ url, context }: { url: string; context: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT(roomsMessages);

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: t("rooms.copy.failed"),
        variant: "warning",
      });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void onCopy()}>
      {copied ? t("rooms.copy.copied") : t("rooms.copy.copy")}
      <span className="sr-only">{`, ${context}`}</span>
    </Button>
  );
}
