import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { Button, Card, PageContainer, PageHeader, Skeleton } from "../../components/ui";
import { ManifestoCard } from "./ManifestoCard";
import { usePendingManifestoImport } from "./usePendingManifestoImport";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** /account (spec 2.3): profile and saved manifestos; signed-out visitors go to /auth. */
export default function AccountPage() {
  const { isAuthenticated, isLoading } = useConvexAuth();
  const navigate = useNavigate();
  const profile = useQuery(api.profiles.me, isAuthenticated ? {} : "skip");
  const manifestos = useQuery(api.manifestos.listMine, isAuthenticated ? {} : "skip");
  usePendingManifestoImport(isAuthenticated);

  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate("/auth", { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title="Account & Manifestos" />
      <Card className="mb-8 p-5">
        <h2 className="text-lg font-semibold">Profile</h2>
        {profile ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Email</dt>
              <dd className="font-medium break-all">{profile.email ?? "Unknown"}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">Member since</dt>
              <dd className="font-medium">{dateFormat.format(new Date(profile.memberSince))}</dd>
            </div>
          </dl>
        ) : (
          <Skeleton className="mt-3 h-12" />
        )}
      </Card>
      <h2 className="mb-4 text-xl font-semibold">Saved manifestos</h2>
      {manifestos === undefined ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : manifestos.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-medium">No saved manifestos yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Build one from your own words, or start from a narrative.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button onClick={() => navigate("/")}>Create AI Manifesto</Button>
            <Button variant="outline" onClick={() => navigate("/narratives")}>
              Choose from Narratives
            </Button>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {manifestos.map((manifesto) => (
            <li key={manifesto._id}>
              <ManifestoCard manifesto={manifesto} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
