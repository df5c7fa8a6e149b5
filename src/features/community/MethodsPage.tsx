import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ROOM_RESULTS_THRESHOLD, ROOM_THRESHOLD_RANGE } from "@convex/domain/rooms";
import { DocumentSection } from "@/components/DocumentSection";
import { EqualSharesExplainer } from "@/components/equal-shares/EqualSharesExplainer";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { wholeNumber } from "./communityFormat";
import { MethodsEconomics } from "./MethodsEconomics";

/** What the national figures count now, from the live results. */
function CountingNow() {
  const overview = useQuery(api.community.overview, {});
  if (overview === undefined) return <p className="text-slate-600 dark:text-slate-300">Loading…</p>;
  const who =
    overview.counting === "verified"
      ? "accounts whose email address is verified"
      : "accounts (verified or not)";
  return (
    <p data-testid="methods-counting">
      The national results now count the active votes of {who}:{" "}
      <strong>{wholeNumber(overview.totalVotes)}</strong>{" "}
      {overview.totalVotes === 1 ? "vote" : "votes"}.
    </p>
  );
}

/**
 * /methods: how the community results are gathered and what they are not (docs/security.md
 * "Verified votes", docs/rooms.md "Held votes"), linked from every results view.
 */
export default function MethodsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="How the results are counted"
        description="Who is counted, what the figures mean, and what they are not."
      />
      <div className="space-y-6 leading-relaxed">
        <DocumentSection title="Self-selected, not a poll">
          <p>
            The community results are the votes of the people who chose to take part. They are not a
            poll: nobody is sampled, and the figures are not weighted to the population by age,
            region or past vote. Read them as &ldquo;what the people who came here chose&rdquo;, not
            as what the country thinks.
          </p>
          <CountingNow />
        </DocumentSection>
        <DocumentSection title="Who is counted">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>One active vote per account.</strong> Binding again replaces your earlier
              vote; only the latest counts.
            </li>
            <li>
              <strong>Accounts, and verified accounts.</strong> Anyone can make an account, and
              sign-ups from one network are limited. An account can verify its email address with a
              one-time code (on the Account page). The operator can set the national results to
              count verified accounts only; the results then say so.
            </li>
            <li>
              <strong>Workshop guests count in their room only.</strong> A guest vote (no email)
              never enters the national results.
            </li>
            <li>
              <strong>Rooms protect early voters.</strong> A workshop room shows its results from
              its threshold of votes (chosen by the facilitator, {ROOM_THRESHOLD_RANGE.min} to{" "}
              {ROOM_THRESHOLD_RANGE.max}, {ROOM_RESULTS_THRESHOLD} unless set). An account&apos;s
              vote cast in a room joins the national results only once the room has reached its
              threshold, together with the others held until then, so no one vote can be singled out
              by watching the figures change.
            </li>
            <li>
              <strong>Sample data is labelled.</strong> Before anyone has voted, the community page
              can show synthetic sample votes, always marked as such and never mixed with real ones.
            </li>
          </ul>
        </DocumentSection>
        <DocumentSection title="The figures">
          <p>
            Counts, shares and averages (tax rate, dividend, estimated price rise) are kept as
            running totals as votes arrive, and are checked in our tests against a full recount of
            the votes. The economic figures of each vote are recomputed on the server from its
            policies, tax rate and dividend; see{" "}
            <Link to={paths.economyExplained} className="underline">
              how the economy works here
            </Link>
            .
          </p>
        </DocumentSection>
        <MethodsEconomics />
        <DocumentSection title="The proportional manifesto">
          <EqualSharesExplainer />
        </DocumentSection>
        <p>
          <Link to={paths.communityComparison} className="underline">
            Back to the community results
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
