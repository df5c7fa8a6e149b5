import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Standard page width and padding. */
export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const width = className?.includes("max-w-") ? undefined : "max-w-6xl";
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn("mx-auto w-full px-4 py-8 outline-none md:px-6", width, className)}
    >
      {children}
    </main>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {description && (
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
