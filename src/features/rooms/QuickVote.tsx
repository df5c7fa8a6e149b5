import { memo, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { QUADRANTS } from "@convex/domain/areas";
import { Button, buttonClass } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { errorMessage } from "@/lib/errorMessage";
import { setPendingRedirect } from "@/lib/storage";
import { useVoteConsent } from "@/lib/useVoteConsent";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { getTaxSettings } from "@/lib/taxSettings";
import { paths } from "@/app/paths";
import { NarrativeText } from "@/i18n/data/useCatalogueText";
import { T, useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";
import { StoryChoice } from "./StoryChoice";
import { useClearOfStickyBar } from "./useClearOfStickyBar";
import { VoteWaiting } from "./VoteWaiting";

type Receipt = FunctionReturnType<typeof api.votes.bind>;

/**
 * The quick vote of a workshop room (docs/rooms.md "Guests"): pick the story closest to
 * your view and cast it with that narrative's default policies and the current tax
 * settings, in two taps. The full simulator stays one link away for anyone who wants to
 * choose policy by policy. Until the voter's consent is recorded the button reads "Agree and
 * cast my vote", with the consent statement beside it, and pressing it gives the consent
 * (docs/privacy.md "Consent": the quick vote stays three taps).
 */
export function QuickVote({ code, isGuest }: { code: string; isGuest: boolean }) {
  const narratives = useQuery(api.narratives.listAll);
  const active = useQuery(api.votes.myActive);
  const [narrativeId, setNarrativeId] = useState<string | null>(null);
  const defaults = useQuery(
    api.policies.defaultsForNarrative,
    narrativeId ? { narrativeId } : "skip",
  );
  const bind = useMutation(api.votes.bind);
  const consent = useVoteConsent();
  // Until a current consent is known, pressing the button gives it (the words are beside it).
  const askConsent = consent.needed || consent.loading;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const stickyBar = useClearOfStickyBar<HTMLDivElement>();
  const t = useT(joinMessages);

  if (receipt)
    return <VoteCounted receipt={receipt} code={code} onChange={() => setReceipt(null)} />;
  if (narratives === undefined) return <Skeleton className="h-64" />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!narrativeId || !defaults || defaults.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const tax = getTaxSettings();
      setReceipt(
        await bind({
          narrativeId: narrativeId as Receipt["narrativeId"],
          selectedPolicyIds: defaults.map((policy) => policy._id),
          taxRate: tax.taxRate,
          dividend: tax.dividend,
          quizCoordinates: null,
          roomCode: code,
          ...(askConsent ? { consentVersion: PRIVACY_NOTICE_VERSION } : {}),
        }),
      );
    } catch (caught) {
      setError(errorMessage(caught, t("join.quick.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" data-testid="quick-vote">
      {active && (
        <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="current-vote">
          <T
            id="join.quick.current"
            values={{ title: "" }}
            components={{
              0: (
                <span className="font-semibold">
                  {active.narrative && <NarrativeText item={active.narrative} field="title" />}
                </span>
              ),
            }}
          />
        </p>
      )}
      <fieldset onFocus={stickyBar.onFocus}>
        <legend className="text-lg font-semibold">{t("join.quick.question")}</legend>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {t("join.quick.takesPolicies")}
        </p>
        <StoryChoices narratives={narratives} chosen={narrativeId} onChoose={setNarrativeId} />
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      {/* Kept in view on a phone, below a long list of stories; never over the focused one. */}
      <div
        ref={stickyBar.barRef}
        className="sticky bottom-0 -mx-1 space-y-2 bg-white/95 px-1 py-3 dark:bg-slate-900/95"
        data-testid="quick-vote-bar"
      >
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={busy || !narrativeId || defaults === undefined}
        >
          {busy
            ? t("join.quick.counting")
            : askConsent
              ? t("join.quick.agreeAndCast")
              : t("join.quick.cast")}
        </Button>
        <QuickConsentNote needed={askConsent} />
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {isGuest ? t("join.quick.guestCounts") : t("join.quick.accountCounts")}
        </p>
      </div>
    </form>
  );
}

type Narratives = NonNullable<FunctionReturnType<typeof api.narratives.listAll>>;

/**
 * The stories, by quadrant, as radio buttons. Memoised: the quick vote draws again as its
 * other parts arrive or change (the consent, the current vote, the chosen story's policies),
 * and the stories (the most of its page) need drawing only when they or the choice change
 * (issue 42).
 */
const StoryChoices = memo(function StoryChoices({
  narratives,
  chosen,
  onChoose,
}: {
  narratives: Narratives;
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const ordered = QUADRANTS.flatMap((quadrant) =>
    narratives.filter((narrative) => narrative.quadrant === quadrant),
  );
  return (
    <div className="mt-3 grid gap-2 sm:grid-cols-2">
      {ordered.map((narrative) => (
        <label
          key={narrative._id}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-500 dark:border-slate-700 dark:has-[:checked]:bg-teal-950/60"
        >
          <input
            type="radio"
            name="narrative"
            value={narrative._id}
            checked={chosen === narrative._id}
            onChange={() => onChoose(narrative._id)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
          />
          <StoryChoice narrative={narrative} />
        </label>
      ))}
    </div>
  );
});

/** The consent the quick vote's button gives, beside it, with the privacy notice. */
function QuickConsentNote({ needed }: { needed: boolean }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="quick-consent">
      <T
        id={needed ? "join.quick.consentNeeded" : "join.quick.consentGiven"}
        components={{ 0: <Link to={paths.privacy} className="font-medium underline" /> }}
      />
    </p>
  );
}

/** The receipt: where the vote counts, and for a guest how to keep it with an account. */
function VoteCounted({
  receipt,
  code,
  onChange,
}: {
  receipt: Receipt;
  code: string;
  onChange: () => void;
}) {
  const roomName = receipt.room?.name ?? code;
  const t = useT(joinMessages);
  if (receipt.pendingApproval) return <VoteWaiting voteId={receipt.voteId} onChange={onChange} />;
  return (
    <div role="status" className="space-y-3" data-testid="vote-counted">
      <p className="text-xl font-bold text-green-800 dark:text-green-300">
        {t("join.counted.title", { room: roomName })}
      </p>
      <p data-testid="vote-counts-where">
        {!receipt.countsNationally
          ? t("join.counted.guestOnly")
          : receipt.nationalHeld
            ? t("join.counted.held")
            : t("join.counted.both")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onChange}>
          {t("join.counted.change")}
        </Button>
        {!receipt.countsNationally && (
          <Link
            to={paths.auth}
            onClick={() => setPendingRedirect(paths.joinRoom(code))}
            className={buttonClass("ghost")}
          >
            {t("join.counted.keep")}
          </Link>
        )}
      </div>
    </div>
  );
}
