import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ROOM_RESULTS_THRESHOLD, ROOM_THRESHOLD_RANGE } from "@convex/domain/rooms";
import { DocumentSection } from "@/components/DocumentSection";
import { EqualSharesExplainer } from "@/components/equal-shares/EqualSharesExplainer";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { methodsMessages } from "@/i18n/messages/methods";
import { wholeNumber } from "./communityFormat";
import { MethodsEconomics } from "./MethodsEconomics";

/** What the national figures count now, from the live results. */
function CountingNow() {
  const t = useT(methodsMessages);
  const overview = useQuery(api.community.overview, {});
  return (
    // The sentence's room is kept from the first paint by an invisible copy of its longest
    // form in the same grid cell, so the sections below do not move when the figures arrive
    // ("Loading…" is one line, the sentence two or more: a layout shift of 0.005).
    <div className="grid">
      <p aria-hidden="true" className="invisible col-start-1 row-start-1">
        <CountingSentence counting="verified" totalVotes={LONGEST_TOTAL} />
      </p>
      {overview === undefined ? (
        <p className="col-start-1 row-start-1 text-slate-600 dark:text-slate-300">
          {t("methods.loading")}
        </p>
      ) : (
        <p className="col-start-1 row-start-1" data-testid="methods-counting">
          <CountingSentence counting={overview.counting} totalVotes={overview.totalVotes} />
        </p>
      )}
    </div>
  );
}

/** A count as long as any the national results will show ("1,000,000"). */
const LONGEST_TOTAL = 1_000_000;

function CountingSentence({
  counting,
  totalVotes,
}: {
  counting: string | null;
  totalVotes: number;
}) {
  return (
    <T
      id="methods.countingNow"
      values={{ counting, total: wholeNumber(totalVotes), count: totalVotes }}
      components={{ 0: <strong /> }}
    />
  );
}

/**
 * /methods: how the community results are gathered and what they are not (docs/security.md
 * "Verified votes", docs/rooms.md "Held votes"), linked from every results view.
 */
export default function MethodsPage() {
  const t = useT(methodsMessages);
  const strong = { 0: <strong /> };
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t("methods.title")} description={t("methods.description")} />
      <div className="space-y-6 leading-relaxed">
        <DocumentSection title={t("methods.poll.title")}>
          <p>{t("methods.poll.body")}</p>
          <CountingNow />
        </DocumentSection>
        <DocumentSection title={t("methods.who.title")}>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <T id="methods.who.one" components={strong} />
            </li>
            <li>
              <T id="methods.who.accounts" components={strong} />
            </li>
            <li>
              <T id="methods.who.guests" components={strong} />
            </li>
            <li>
              <T
                id="methods.who.rooms"
                values={{
                  min: ROOM_THRESHOLD_RANGE.min,
                  max: ROOM_THRESHOLD_RANGE.max,
                  default: ROOM_RESULTS_THRESHOLD,
                }}
                components={strong}
              />
            </li>
            <li>
              <T id="methods.who.sample" components={strong} />
            </li>
          </ul>
        </DocumentSection>
        <DocumentSection title={t("methods.figures.title")}>
          <p>
            <T
              id="methods.figures.body"
              components={{ 0: <Link to={paths.economyExplained} className="underline" /> }}
            />
          </p>
        </DocumentSection>
        <MethodsEconomics />
        <DocumentSection title={t("methods.proportional")}>
          <EqualSharesExplainer />
        </DocumentSection>
        <p>
          <Link to={paths.communityComparison} className="underline">
            {t("methods.back")}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
