import { Link } from "react-router-dom";
import { DocumentSection, documentLinkClass } from "@/components/DocumentSection";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { operatorContactEmail } from "@/lib/operatorContact";
import { accessibilityMessages } from "@/i18n/messages/accessibility";
import type { accessibilityEnGB } from "@/i18n/messages/accessibility/en-GB";
import { T, useFormat, useT, type MessageId, type Translate } from "@/i18n/react";
import { KNOWN_ISSUES, LAST_TESTED, STATEMENT_PREPARED, type KnownIssue } from "./statement";

type Id = MessageId | keyof typeof accessibilityEnGB;

/**
 * A known issue in the page's language: its texts from the catalogue, by its criterion's
 * number ("accessibility.issue.2.4.11"); an issue added to statement.ts before its texts
 * reach the catalogue is shown in English, marked as such.
 */
function issueText(t: Translate<Id>, item: KnownIssue): { text: string; lang?: "en-GB" } {
  const number = item.criterion.split(" ")[0];
  const issue = `accessibility.issue.${number}` as Id;
  const criterion = `accessibility.criterion.${number}` as Id;
  if (t(issue) === issue || t(criterion) === criterion) {
    return {
      text: `${item.issue} This fails WCAG 2.2 success criterion ${item.criterion}.`,
      lang: "en-GB",
    };
  }
  return { text: t("accessibility.fails", { issue: t(issue), criterion: t(criterion) }) };
}

/**
 * /accessibility: the accessibility statement, in the form UK public sector bodies publish
 * under the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility
 * Regulations 2018 (issue 27). The facts are in ./statement.ts, the words in the
 * accessibility catalogue (src/i18n/messages/accessibility).
 */
export default function AccessibilityPage() {
  const t = useT(accessibilityMessages);
  const { date } = useFormat();
  const contact = operatorContactEmail();
  const standard = t("accessibility.standard");
  const external = (href: string) => <a href={href} className={documentLinkClass} />;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t("footer.accessibility")} description={t("accessibility.description")} />
      <div className="space-y-5">
        <DocumentSection title={t("accessibility.using")}>
          <p>{t("accessibility.want")}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t("accessibility.can.keyboardQuiz")}</li>
            <li>{t("accessibility.can.keyboardPages")}</li>
            <li>{t("accessibility.can.skip")}</li>
            <li>{t("accessibility.can.motion")}</li>
            <li>{t("accessibility.can.colours")}</li>
          </ul>
          <p>
            <T
              id="accessibility.abilityNet"
              components={{ 0: external("https://mcmw.abilitynet.org.uk/") }}
            />
          </p>
        </DocumentSection>

        <DocumentSection title={t("accessibility.compliance")}>
          <p>
            <T id="accessibility.partially" values={{ standard }} components={{ 0: <strong /> }} />
          </p>
        </DocumentSection>

        <DocumentSection title={t("accessibility.nonAccessible")}>
          <p>{t("accessibility.listedBelow")}</p>
          <ul className="list-disc space-y-2 pl-5" data-testid="known-issues">
            {KNOWN_ISSUES.map((item) => {
              const { text, lang } = issueText(t, item);
              return (
                <li key={item.issue} lang={lang}>
                  {text}
                </li>
              );
            })}
          </ul>
          <p>{t("accessibility.plan")}</p>
        </DocumentSection>

        <DocumentSection title={t("accessibility.reporting")}>
          <p>
            {contact ? (
              <T
                id="accessibility.reportEmail"
                values={{ contact }}
                components={{ 0: <a href={`mailto:${contact}`} className={documentLinkClass} /> }}
              />
            ) : (
              t("accessibility.reportOperator")
            )}
          </p>
          <p>
            <T
              id="accessibility.dataNote"
              components={{ 0: <Link to={paths.privacy} className={documentLinkClass} /> }}
            />
          </p>
        </DocumentSection>

        <DocumentSection title={t("accessibility.enforcement")}>
          <p>
            <T
              id="accessibility.ehrc"
              components={{ 0: external("https://www.equalityadvisoryservice.com/") }}
            />
          </p>
          <p>
            <T
              id="accessibility.ni"
              components={{ 0: external("https://www.equalityni.org/Home") }}
            />
          </p>
        </DocumentSection>

        <DocumentSection title={t("accessibility.tested")}>
          <p>
            <T
              id="accessibility.testedBody"
              values={{ date: date(Date.parse(LAST_TESTED)), standard }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p>{t("accessibility.prepared", { date: date(Date.parse(STATEMENT_PREPARED)) })}</p>
        </DocumentSection>
      </div>
    </PageContainer>
  );
}
