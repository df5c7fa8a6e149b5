import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * Your Vote with NATIONAL_RESULTS=verified and the voter's email not verified: the vote is
 * stored but not yet in the national results (docs/security.md "Verified votes").
 */
export function VerifyToCount({ verified }: { verified: boolean }) {
  const t = useT(communityMessages);
  const providers = useQuery(api.authInfo.providers);
  if (verified || providers?.nationalCounting !== "verified") return null;
  return (
    <p
      data-testid="verify-to-count"
      className="rounded-lg bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      {t("community.countsOnceVerified")}{" "}
      <Link to={paths.account} className="underline">
        {t("community.verifyOnAccount")}
      </Link>
    </p>
  );
}
