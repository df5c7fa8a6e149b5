import { Link } from "react-router-dom";
import {
  ABANDONED_GUEST_DAYS,
  CONSENT_STATEMENTS,
  GUEST_RETENTION_DAYS,
  PRIVACY_NOTICE_VERSION,
} from "@convex/domain/privacy";
import { ROOM_RESULTS_THRESHOLD, ROOM_THRESHOLD_RANGE } from "@convex/domain/rooms";
import { DocumentSection, documentLinkClass } from "@/components/DocumentSection";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { operatorContactEmail, operatorName } from "@/lib/operatorContact";
import { WHAT_WE_STORE } from "./whatWeStore";

/** /privacy: the privacy notice in plain English (docs/privacy.md). */
export default function PrivacyPage() {
  const contact = operatorContactEmail();
  const controller = operatorName();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Privacy notice"
        description={`How the UK Policy Simulator looks after your data. Version ${PRIVACY_NOTICE_VERSION}.`}
      />
      <div className="space-y-5">
        <DocumentSection title="In short">
          <p>
            Your vote says what you think about politics. The law (UK GDPR, Article 9) treats
            political opinions as <strong>special category data</strong>, so we store your vote,
            your policy choices and your manifestos only after you have agreed, in so many words, by
            ticking a box for each, beside the button that stores it. You can see everything we hold
            about you, take your consent back, and delete your account, all from your{" "}
            <Link to={paths.account} className={documentLinkClass}>
              account page
            </Link>
            . Nobody else ever sees your own vote: others see only totals.
          </p>
        </DocumentSection>

        <DocumentSection title="Who is responsible">
          <p data-testid="controller">
            The controller of your data is{" "}
            {controller ? <strong>{controller}</strong> : "the operator of this site"}
            {contact && (
              <>
                {" "}
                (
                <a href={`mailto:${contact}`} className={documentLinkClass}>
                  {contact}
                </a>
                )
              </>
            )}
            .
            {!controller &&
              " This copy was started without a named controller: ask whoever gave you its address who runs it."}
          </p>
        </DocumentSection>

        <DocumentSection title="What we store">
          <ul className="list-disc space-y-2 pl-5">
            {WHAT_WE_STORE.map((item) => (
              <li key={item.what}>
                <strong>{item.what}</strong>: {item.detail}
              </li>
            ))}
          </ul>
          <p>
            We do not store your name, your address or anything from your device beyond what is
            listed. The browser keeps your choices in progress (the story, policies and tax settings
            you are looking at, and where you live if you say) on your own device until you vote.
          </p>
        </DocumentSection>

        <DocumentSection title="Why, and on what legal basis">
          <p>
            We use your vote to count it in the community results — nationally and, if you joined
            one, in your workshop room — and to show you how your choice compares. We use your email
            and password only to keep your account.
          </p>
          <p>
            <strong>Lawful basis (Article 6):</strong> your consent (Article 6(1)(a)) for your
            votes, rankings and manifestos; for your account details, the service you asked for
            (Article 6(1)(b)).
          </p>
          <p>
            <strong>Special category condition (Article 9):</strong> your explicit consent (Article
            9(2)(a)), asked separately for each of three purposes, each where it is stored:
          </p>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Your vote</strong> (with the policies and manifesto text sent with it): before
              it is stored you tick a box saying &ldquo;{CONSENT_STATEMENTS.vote}&rdquo;. In a
              workshop&apos;s quick vote the button itself says &ldquo;Agree and cast my
              vote&rdquo;, with the same words beside it.
            </li>
            <li>
              <strong>Your policy choices</strong> (the policies you rank per area): a box beside
              Save saying &ldquo;{CONSENT_STATEMENTS.rankings}&rdquo;. Unticked, your choices stay
              in your browser only.
            </li>
            <li>
              <strong>Your manifestos</strong>: a box beside the button that saves one, saying
              &ldquo;{CONSENT_STATEMENTS.manifestos}&rdquo;.
            </li>
          </ul>
          <p>
            Agreeing to one never agrees to another. We record when you agreed, to what, and to
            which version of this notice; if the notice changes, we ask again.
          </p>
        </DocumentSection>

        <DocumentSection title="Who can see what">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Everyone</strong> sees only totals: how many people chose each story and
              policy, average tax settings, a map of counts. No one&apos;s individual vote is shown.
            </li>
            <li>
              <strong>Workshop rooms</strong> show their results only once enough people have voted
              (the facilitator sets the number, at least {ROOM_THRESHOLD_RANGE.min};{" "}
              {ROOM_RESULTS_THRESHOLD} unless changed), so no one can be singled out. Until then,
              votes of that room do not move the national results either.
            </li>
            <li>
              <strong>Results by nation and region</strong> show a place&apos;s totals only once it
              has enough votes, and the nations (or England&apos;s regions) are shown together or
              not at all, so no place&apos;s figures can be worked out by subtraction. A workshop
              room is never broken down by place.
            </li>
            <li>
              <strong>Facilitators</strong> see their room&apos;s totals, never who voted for what.
            </li>
            <li>
              <strong>A shared manifesto</strong> is seen by anyone with its link, only if you
              publish it; unpublishing stops the link working.
            </li>
            <li>
              <strong>The operator</strong> of this site can read the database to run it and to
              answer your requests.
            </li>
          </ul>
        </DocumentSection>

        <DocumentSection title="How long we keep it">
          <ul className="list-disc space-y-2 pl-5">
            <li>Your account and votes: until you delete them, or withdraw your consent.</li>
            <li>
              Guest votes (workshop guests without an account): removed, with the guest identity,{" "}
              {GUEST_RETENTION_DAYS} days after the room closes.
            </li>
            <li>Guest identities that never voted: removed after {ABANDONED_GUEST_DAYS} days.</li>
            <li>
              Sign-in attempt records and AI request counters: kept only briefly (about an hour
              after the last attempt), to stop abuse.
            </li>
          </ul>
        </DocumentSection>

        <DocumentSection title="Your rights">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Access</strong>: &ldquo;Download my data&rdquo; on your account page saves
              everything we hold about you as one file.
            </li>
            <li>
              <strong>Erasure</strong>: &ldquo;Delete my account&rdquo; removes your account and
              everything linked to it, and takes your vote out of every total.
            </li>
            <li>
              <strong>Withdraw consent</strong>: on your account page, for each purpose on its own:
              withdrawing it deletes what it covered (your votes; your policy choices; your
              manifestos with their share links); your account and your other consents stay.
            </li>
            <li>
              <strong>Rectification</strong>: change your vote at any time by voting again; edit or
              delete your manifestos on your account page.
            </li>
            <li>
              <strong>Object</strong>: you can object to any use of your data; as we use it only
              with your consent, withdrawing it stops that use.
            </li>
          </ul>
          <p>
            If you cannot use your account, ask the operator of this site
            {contact && (
              <>
                {" "}
                (
                <a href={`mailto:${contact}`} className={documentLinkClass}>
                  {contact}
                </a>
                )
              </>
            )}{" "}
            to export or erase your data for you.
          </p>
        </DocumentSection>

        <DocumentSection title="Complaints">
          <p>
            If you are unhappy with how your data is handled, you can complain to the Information
            Commissioner&apos;s Office (ICO):{" "}
            <a href="https://ico.org.uk/make-a-complaint/" className={documentLinkClass}>
              ico.org.uk
            </a>
            , telephone 0303 123 1113.
          </p>
        </DocumentSection>
      </div>
    </PageContainer>
  );
}
