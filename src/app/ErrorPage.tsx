import { Button, buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { paths } from "./paths";
import { useT } from "@/i18n/react";

/**
 * What a visitor sees when a page fails to render (a bug, or a page's code that could not
 * load after an update). Plain links, so it works outside the router too.
 */
export function ErrorPage() {
  const t = useT();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold">{t("error.title")}</h1>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">{t("error.body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
        <a className={buttonClass("outline", "md")} href={paths.home}>
          {t("error.home")}
        </a>
      </div>
    </PageContainer>
  );
}
