import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { paths } from "@/app/paths";
import { VerifyInline } from "./VerifyInline";
import { T, useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/** What the bind page hands the community page about the vote just bound. */
export interface BoundVote {
  /** Held from the national results until its room reaches its threshold. */
  nationalHeld: boolean;
  /** False for a guest's vote (counts in its room only). */
  countsNationally: boolean;
  /** The voter's email is verified (matters when only verified votes count nationally). */
  verified?: boolean;
}

/**
 * Straight after binding (docs/product.md "Bind vote"): the community's total with the vote
 * in it, on the screen the voter lands on, so the change needs no further tap. The total is
 * the published national count, live.
 */
export function BoundNote({
  bound,
  total,
  onShowCommunity,
}: {
  bound: BoundVote;
  total: number | undefined;
  onShowCommunity: () => void;
}) {
  const t = useT(communityMessages);
  const providers = useQuery(api.authInfo.providers);
  const awaitsVerification = providers?.nationalCounting === "verified" && bound.verified !== true;
  const counted = bound.countsNationally && !bound.nationalHeld && !awaitsVerification;
  if (bound.countsNationally && awaitsVerification) {
    // The code step is here, where the vote was bound (issue 37), and on the account page.
    return (
      <div className="mb-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <p role="status" data-testid="bound-note" className="font-medium">
          <T
            id="community.bound.storedVerify"
            components={{ 0: <Link to={paths.account} className="underline" /> }}
          />
        </p>
        <VerifyInline />
      </div>
    );
  }
  return (
    <p
      role="status"
      data-testid="bound-note"
      className="mb-4 rounded-lg bg-teal-50 px-4 py-2 text-sm font-medium text-teal-950 dark:bg-teal-950 dark:text-teal-50"
    >
      {counted
        ? total === undefined
          ? t("community.bound.countedLoading")
          : t("community.bound.counted", { total })
        : t("community.bound.notYet")}{" "}
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onShowCommunity}>
        {t("community.bound.seeResults")}
      </Button>
    </p>
  );
}
