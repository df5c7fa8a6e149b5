import { Link } from "react-router-dom";
import { DocumentSection, documentLinkClass } from "@/components/DocumentSection";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { operatorContactEmail } from "@/lib/operatorContact";
import { KNOWN_ISSUES, LAST_TESTED, STANDARD, STATEMENT_PREPARED } from "./statement";

/**
 * /accessibility: the accessibility statement, in the form UK public sector bodies publish
 * under the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility
 * Regulations 2018 (issue 27). The facts are in ./statement.ts.
 */
export default function AccessibilityPage() {
  const contact = operatorContactEmail();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Accessibility statement"
        description="How accessible the UK Policy Simulator is, what does not work yet, and how to tell us about a problem."
      />
      <div className="space-y-5">
        <DocumentSection title="Using this website">
          <p>
            We want as many people as possible to be able to use this website. You should be able
            to:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>get from the start of the quiz to your results using just a keyboard</li>
            <li>move between pages by keyboard, with focus starting at each page&apos;s heading</li>
            <li>skip straight to each page&apos;s main content</li>
            <li>turn off the opening animation by asking your device to reduce motion</li>
            <li>use the site in light or dark colours</li>
          </ul>
          <p>
            <a href="https://mcmw.abilitynet.org.uk/" className={documentLinkClass}>
              AbilityNet
            </a>{" "}
            has advice on making your device easier to use if you have a disability.
          </p>
        </DocumentSection>

        <DocumentSection title="Compliance status">
          <p>
            This website is <strong>partially compliant</strong> with the {STANDARD} standard,
            because of the non-compliances listed below.
          </p>
        </DocumentSection>

        <DocumentSection title="Non-accessible content">
          <p>The content listed below is not accessible, for these reasons.</p>
          <ul className="list-disc space-y-2 pl-5" data-testid="known-issues">
            {KNOWN_ISSUES.map((item) => (
              <li key={item.issue}>
                {item.issue} This fails WCAG 2.2 success criterion {item.criterion}.
              </li>
            ))}
          </ul>
          <p>We plan to fix these issues and to update this statement when we do.</p>
        </DocumentSection>

        <DocumentSection title="Reporting accessibility problems with this website">
          <p>
            If you find a problem that is not listed on this page, or you need information from this
            website in a different format,{" "}
            {contact ? (
              <>
                email{" "}
                <a href={`mailto:${contact}`} className={documentLinkClass}>
                  {contact}
                </a>
              </>
            ) : (
              <>
                contact the operator of this site — the organisation that runs it for you, such as
                the facilitator of your workshop
              </>
            )}
            . Tell us the page&apos;s address, what you were trying to do, and the device and
            software you were using. We will reply within 10 working days.
          </p>
          <p>
            How we handle your data when you contact us is described in our{" "}
            <Link to={paths.privacy} className={documentLinkClass}>
              privacy notice
            </Link>
            .
          </p>
        </DocumentSection>

        <DocumentSection title="Enforcement procedure">
          <p>
            The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public
            Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018
            (the &lsquo;accessibility regulations&rsquo;). If you are not happy with how we respond
            to your complaint, contact the{" "}
            <a href="https://www.equalityadvisoryservice.com/" className={documentLinkClass}>
              Equality Advisory and Support Service (EASS)
            </a>
            .
          </p>
          <p>
            If you are in Northern Ireland and are not happy with how we respond to your complaint,
            you can contact the{" "}
            <a href="https://www.equalityni.org/Home" className={documentLinkClass}>
              Equality Commission for Northern Ireland (ECNI)
            </a>
            , which is responsible for enforcement there.
          </p>
        </DocumentSection>

        <DocumentSection title="How we tested this website">
          <p>
            This website was last tested on <strong>{LAST_TESTED}</strong> against the {STANDARD}{" "}
            standard. We tested every page with automated checks (axe) in our browser tests, and
            tested by hand with a keyboard alone, with reduced motion, and at a projector&apos;s
            1920 × 1080 and a phone&apos;s 390 px width. We have not yet tested with disabled people
            using their own assistive technology.
          </p>
          <p>This statement was prepared on {STATEMENT_PREPARED}.</p>
        </DocumentSection>
      </div>
    </PageContainer>
  );
}
