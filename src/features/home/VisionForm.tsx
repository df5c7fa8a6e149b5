import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/Button";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { homeMessages } from "@/i18n/messages/home";

interface Props {
  building: boolean;
  onSubmit: (vision: string) => void;
}

/** The vision textarea with "Let's Go →" and the two alternatives (spec 2.3, 4, 5). */
export function VisionForm({ building, onSubmit }: Props) {
  const [text, setText] = useState("");
  const t = useT(homeMessages);
  const blank = text.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || building) return;
    onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} className="mt-8 w-full">
      <label htmlFor="vision" className="sr-only">
        {t("home.visionLabel")}
      </label>
      <textarea
        id="vision"
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={building}
        rows={4}
        placeholder={t("home.visionPlaceholder")}
        className="w-full resize-none rounded-xl border border-slate-300 bg-white p-4 text-base shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="lg" disabled={blank || building}>
          {building ? t("home.building") : t("home.go")}
        </Button>
      </div>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.narratives} className={buttonClass("outline", "md")}>
          {t("home.browseNarratives")}
        </Link>
        <Link to={paths.quiz} className={buttonClass("link", "md")}>
          {t("home.takeQuiz")}
        </Link>
      </div>
    </form>
  );
}
