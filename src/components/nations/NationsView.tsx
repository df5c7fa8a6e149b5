import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
// Counts and whole pounds grouped by hand, not by Intl: a phone's first Intl number format
// costs 130 ms or more of its CPU (docs/performance.md).
import { groupWhole } from "@convex/domain/economy/grouping";
import { Skeleton } from "@/components/ui/Skeleton";
import { gbp } from "@/lib/format";
import { QUADRANT_INFO } from "@/lib/quadrants";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { nationsMessages } from "@/i18n/messages/nations";
import type { nationsEnGB } from "@/i18n/messages/nations/en-GB";

type View = FunctionReturnType<typeof api.nations.view>;
type Cell = View["cells"][number];

/**
 * Tile positions of the cartogram (column, row): one tile per nation and English region,
 * roughly where each lies, so no boundary data is needed. "Prefer not to say" sits apart.
 */
const TILES: Record<string, [number, number]> = {
  scotland: [2, 1],
  "not-stated": [4, 1],
  "northern-ireland": [1, 2],
  "north-east": [3, 2],
  "north-west": [2, 3],
  "yorkshire-and-the-humber": [3, 3],
  wales: [1, 4],
  "west-midlands": [2, 4],
  "east-midlands": [3, 4],
  "east-of-england": [4, 4],
  "south-west": [1, 5],
  "south-east": [3, 5],
  london: [4, 5],
};

type NationsText = Translate<MessageId | keyof typeof nationsEnGB>;

function quadrantName(cell: Extract<Cell, { shown: true }>, t: NationsText): string {
  return cell.leadingQuadrant === null
    ? t("nations.noLead")
    : t(`quadrant.${cell.leadingQuadrant}.name`);
}

/** A place's name in the page's language (the server sends it in English). */
function placeName(cell: Cell, t: NationsText): string {
  return t(`nations.place.${cell.cell}`);
}

function Tile({ cell, size, t }: { cell: Cell; size: string; t: NationsText }) {
  const [column, row] = TILES[cell.cell];
  const colour =
    cell.shown && cell.leadingQuadrant !== null
      ? QUADRANT_INFO[cell.leadingQuadrant].card
      : "border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200";
  return (
    <div
      data-testid={`nation-tile-${cell.cell}`}
      className={`flex min-w-0 flex-col overflow-hidden rounded-[0.5em] border p-[0.4em] leading-tight ${size} ${colour}`}
      style={{ gridColumn: column, gridRow: row }}
    >
      <span className="font-semibold">{placeName(cell, t)}</span>
      {cell.shown ? (
        <>
          <span className="tabular-nums">
            {groupWhole(cell.totalVotes)} · {quadrantName(cell, t)}
          </span>
          <span className="tabular-nums">
            {cell.averageTaxRate.toFixed(1)}% · {gbp.format(cell.averageDividend)}
          </span>
        </>
      ) : (
        <span>{t("nations.withheld")}</span>
      )}
    </div>
  );
}

/** The tile map: drawn for sighted viewers; the table carries the same figures. */
function TileMap({ cells, presenter }: { cells: Cell[]; presenter: boolean }) {
  const t = useT(nationsMessages);
  // The projector's type is scaled to the screen: its tiles take smaller type to fit five rows.
  const size = presenter ? "text-[0.78em]" : "text-[0.8em]";
  return (
    <div
      aria-hidden="true"
      className="grid min-h-0 flex-1 grid-cols-4 gap-[0.3em]"
      style={{ gridTemplateRows: `repeat(5, minmax(${presenter ? "3.2em" : "3.6em"}, 1fr))` }}
    >
      {cells
        .filter((cell) => TILES[cell.cell] !== undefined)
        .map((cell) => (
          <Tile key={cell.cell} cell={cell} size={size} t={t} />
        ))}
    </div>
  );
}

function CellTable({ view, className }: { view: View; className: string }) {
  const t = useT(nationsMessages);
  return (
    <table className={className} data-testid="nations-table">
      <caption className="text-left">{t("nations.caption", { threshold: view.threshold })}</caption>
      <thead>
        <tr className="text-left">
          <th scope="col">{t("nations.col.place")}</th>
          <th scope="col">{t("nations.col.votes")}</th>
          <th scope="col">{t("nations.col.leading")}</th>
          <th scope="col">{t("nations.col.rate")}</th>
          <th scope="col">{t("nations.col.dividend")}</th>
        </tr>
      </thead>
      <tbody>
        {view.cells.map((cell) => (
          <tr key={cell.cell} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-1 pr-2 text-left font-medium">
              {placeName(cell, t)}
            </th>
            {cell.shown ? (
              <>
                <td className="tabular-nums">{groupWhole(cell.totalVotes)}</td>
                <td>{quadrantName(cell, t)}</td>
                <td className="tabular-nums">{cell.averageTaxRate.toFixed(1)}%</td>
                <td className="tabular-nums">{gbp.format(cell.averageDividend)}</td>
              </>
            ) : (
              <td colSpan={4}>{t("nations.withheld")}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the map says when a group is withheld as a whole. */
function DisclosureNote({ view }: { view: View }) {
  const t = useT(nationsMessages);
  const shownCount = view.cells.filter((cell) => cell.shown).length;
  const text =
    shownCount === 0
      ? t("nations.note.nations", { threshold: view.threshold })
      : shownCount < view.cells.length
        ? t("nations.note.regions", { threshold: view.threshold })
        : null;
  return text === null ? null : (
    <p className="text-[0.85em] text-slate-600 dark:text-slate-300">{text}</p>
  );
}

/**
 * "Nations and regions" (docs/nations.md): the live tile map and its table. On a page the
 * table is shown under the map; on the presenter the map fills its panel and the table is
 * for screen readers only.
 */
export function NationsView({ variant = "page" }: { variant?: "page" | "presenter" }) {
  const t = useT(nationsMessages);
  const view = useQuery(api.nations.view, {});
  const presenter = variant === "presenter";
  const Heading = presenter ? "h3" : "h2";
  return (
    <section
      aria-labelledby={`nations-heading-${variant}`}
      className="flex min-h-0 flex-1 flex-col gap-[0.5em]"
      data-testid="nations-view"
    >
      <Heading
        id={`nations-heading-${variant}`}
        className={presenter ? "sr-only" : "text-lg font-semibold"}
      >
        {t("nations.title")}
      </Heading>
      {view === undefined ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <p
            data-testid="nations-total"
            data-value={view.totalVotes}
            className="text-[0.85em] text-slate-600 dark:text-slate-300"
          >
            {t("nations.total", {
              total: groupWhole(view.totalVotes),
              verified: view.verifiedOnly ? "yes" : "no",
            })}
          </p>
          <TileMap cells={view.cells} presenter={presenter} />
          <DisclosureNote view={view} />
          <CellTable
            view={view}
            className={presenter ? "sr-only" : "w-full text-sm [&_td]:py-1 [&_td]:pr-2"}
          />
        </>
      )}
    </section>
  );
}
