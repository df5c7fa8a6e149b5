import { Link } from "react-router-dom";
import { buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";

export default function NotFound() {
  const t = useT();
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="text-6xl font-bold text-slate-500 dark:text-slate-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("notFound.body")}</p>
      <Link className={buttonClass("primary", "md", "mt-6")} to={paths.home}>
        {t("notFound.home")}
      </Link>
    </PageContainer>
  );
}
