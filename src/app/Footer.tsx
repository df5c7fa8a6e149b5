import { Link } from "react-router-dom";
import { paths } from "./paths";

/**
 * The footer of every page but the presenter's: the privacy notice (docs/privacy.md) and the
 * accessibility statement.
 */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      <Link to={paths.privacy} className="underline underline-offset-4">
        Privacy notice
      </Link>
      <span aria-hidden="true"> · </span>
      <Link to={paths.accessibility} className="underline underline-offset-4">
        Accessibility statement
      </Link>
      <span aria-hidden="true"> · </span>
      <span>Your vote is stored only with your consent.</span>
    </footer>
  );
}
