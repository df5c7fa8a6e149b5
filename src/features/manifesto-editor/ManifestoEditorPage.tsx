import { Navigate, useLocation } from "react-router-dom";
import { readEditorLocationState, type EditorManifesto } from "@/lib/editorState";
import { ManifestoEditor } from "./ManifestoEditor";
import { paths } from "@/app/paths";

/**
 * /manifesto/edit (spec 2.3, 4): edits the manifesto passed as navigation state (see
 * editorState.ts for its shape); with none it redirects to /.
 */
export default function ManifestoEditorPage() {
  const location = useLocation();
  const manifesto: EditorManifesto | null = readEditorLocationState(location.state);
  if (manifesto === null) return <Navigate to={paths.home} replace />;
  return <ManifestoEditor key={location.key} initial={manifesto} />;
}
