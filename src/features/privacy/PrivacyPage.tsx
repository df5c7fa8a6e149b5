import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import {
  ABANDONED_GUEST_DAYS,
  CONSENT_PURPOSES,
  GUEST_RETENTION_DAYS,
  PRIVACY_NOTICE_VERSION,
} from "@convex/domain/privacy";
import { ROOM_RESULTS_THRESHOLD, ROOM_THRESHOLD_RANGE } from "@convex/domain/rooms";
import { DocumentSection, documentLinkClass } from "@/components/DocumentSection";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { operatorContactEmail, operatorName } from "@/lib/operatorContact";
import { consentMessages } from "@/i18n/messages/consent";
import { privacyMessages } from "@/i18n/messages/privacy";
import { T, useT, type AnyMessageId, type MessageValues } from "@/i18n/react";
import { WHAT_WE_STORE } from "./whatWeStore";

const strong = { 0: <strong /> };

/** A list item whose message starts with its term in bold (`<0>…</0>`). */
function Item({ id, values }: { id: AnyMessageId; values?: MessageValues }) {
  return (
    <li>
      <T id={id} values={values} components={strong} />
    </li>
  );
}

/** Who controls the data, with the operator's address when the site was started with one. */
function Controller() {
  const contact = operatorContactEmail();
  const controller = operatorName();
  const components: Record<string, ReactNode> = {
    0: <strong />,
    1: <a href={`mailto:${contact}`} className={documentLinkClass} />,
  };
  const id = controller
    ? contact
      ? "privacy.controller.namedContact"
      : "privacy.controller.named"
    : contact
      ? "privacy.controller.operatorContact"
      : "privacy.controller.operator";
  return (
    <p data-testid="controller">
      <T id={id} values={{ controller, contact }} components={components} />
    </p>
  );
}

/**
 * /privacy: the privacy notice in plain words (docs/privacy.md), in the page's language
 * (src/i18n/messages/privacy); the consent statements it quotes are the consent box's own.
 */
export default function PrivacyPage() {
  const t = useT(privacyMessages, consentMessages);
  const contact = operatorContactEmail();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t("footer.privacy")}
        description={t("privacy.description", { version: PRIVACY_NOTICE_VERSION })}
      />
      <div className="space-y-5">
        <DocumentSection title={t("privacy.inShort")}>
          <p>
            <T
              id="privacy.inShortBody"
              components={{
                0: <strong />,
                1: <Link to={paths.account} className={documentLinkClass} />,
              }}
            />
          </p>
        </DocumentSection>

        <DocumentSection title={t("privacy.responsible")}>
          <Controller />
        </DocumentSection>

        <DocumentSection title={t("privacy.whatWeStore")}>
          <ul className="list-disc space-y-2 pl-5">
            {WHAT_WE_STORE.map((key) => (
              <Item
                key={key}
                id="privacy.storeItem"
                values={{
                  what: t(`privacy.store.${key}.what`),
                  detail: t(`privacy.store.${key}.detail`),
                }}
              />
            ))}
          </ul>
          <p>{t("privacy.notStored")}</p>
        </DocumentSection>

        <DocumentSection title={t("privacy.why")}>
          <p>{t("privacy.whyBody")}</p>
          <p>
            <T id="privacy.lawfulBasis" components={strong} />
          </p>
          <p>
            <T id="privacy.specialCategory" components={strong} />
          </p>
          <ul className="list-disc space-y-2 pl-5">
            {CONSENT_PURPOSES.map((purpose) => (
              <Item
                key={purpose}
                id={`privacy.purpose.${purpose}`}
                values={{ statement: t(`consent.statement.${purpose}`) }}
              />
            ))}
          </ul>
          <p>{t("privacy.separately")}</p>
        </DocumentSection>

        <DocumentSection title={t("privacy.whoSees")}>
          <ul className="list-disc space-y-2 pl-5">
            <Item id="privacy.sees.everyone" />
            <Item
              id="privacy.sees.rooms"
              values={{ min: ROOM_THRESHOLD_RANGE.min, threshold: ROOM_RESULTS_THRESHOLD }}
            />
            <Item id="privacy.sees.places" />
            <Item id="privacy.sees.facilitators" />
            <Item id="privacy.sees.shared" />
            <Item id="privacy.sees.operator" />
          </ul>
        </DocumentSection>

        <DocumentSection title={t("privacy.howLong")}>
          <ul className="list-disc space-y-2 pl-5">
            <li>{t("privacy.keep.account")}</li>
            <li>{t("privacy.keep.guests", { days: GUEST_RETENTION_DAYS })}</li>
            <li>{t("privacy.keep.abandoned", { days: ABANDONED_GUEST_DAYS })}</li>
            <li>{t("privacy.keep.abuse")}</li>
          </ul>
        </DocumentSection>

        <DocumentSection title={t("privacy.rights")}>
          <ul className="list-disc space-y-2 pl-5">
            <Item id="privacy.right.access" />
            <Item id="privacy.right.erasure" />
            <Item id="privacy.right.withdraw" />
            <Item id="privacy.right.rectification" />
            <Item id="privacy.right.object" />
          </ul>
          <p>
            {contact ? (
              <T
                id="privacy.askOperatorContact"
                values={{ contact }}
                components={{ 0: <a href={`mailto:${contact}`} className={documentLinkClass} /> }}
              />
            ) : (
              t("privacy.askOperator")
            )}
          </p>
        </DocumentSection>

        <DocumentSection title={t("privacy.complaints")}>
          <p>
            <T
              id="privacy.complaintsBody"
              components={{
                0: <a href="https://ico.org.uk/make-a-complaint/" className={documentLinkClass} />,
              }}
            />
          </p>
        </DocumentSection>
      </div>
    </PageContainer>
  );
}
