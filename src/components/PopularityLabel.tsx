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
  if (share) {
    return (
      <span className={className} data-testid="vote-share">
        {share.percentage.toFixed(1)}% of votes
        <span className="sr-only">
          {" "}
          ({share.count} real {share.count === 1 ? "vote" : "votes"})
        </span>
      </span>
    );
  }
  return (
    <span className={className} title="The catalogue's estimate, until people vote">
      {Math.round(catalogueScore)}% popular
      <span className="sr-only"> (estimate, no votes yet)</span>
    </span>
  );
}
