import { useT } from "@/i18n/react";
import { popularityMessages } from "@/i18n/messages/popularity";

/**
 * A card's popularity: once real votes chose it, the share of real votes (and it says so);
 * before that the catalogue's own score, labelled as an estimate.
 */
export function PopularityLabel({
  catalogueScore,
  share,
  className,
}: {
  catalogueScore: number;
  share: { count: number; percentage: number } | undefined;
  className?: string;
}) {
  const t = useT(popularityMessages);
  if (share) {
    return (
      <span className={className} data-testid="vote-share">
        {t("popularity.share", { share: share.percentage.toFixed(1) })}
        <span className="sr-only">{t("popularity.shareCount", { count: share.count })}</span>
      </span>
    );
  }
  return (
    <span className={className} title={t("popularity.estimateTitle")}>
      {t("popularity.estimate", { score: Math.round(catalogueScore) })}
      <span className="sr-only">{t("popularity.estimateNote")}</span>
    </span>
  );
}
