import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { Skeleton } from "@/components/ui/Skeleton";
import { QUADRANT_INFO } from "@/lib/quadrants";

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

const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

function quadrantName(cell: Extract<Cell, { shown: true }>): string {
  return cell.leadingQuadrant === null ? "No lead" : QUADRANT_INFO[cell.leadingQuadrant].name;
}

function Tile({ cell, size }: { cell: Cell; size: string }) {
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
      <span className="font-semibold">{cell.name}</span>
      {cell.shown ? (
        <>
          <span className="tabular-nums">
            {cell.totalVotes.toLocaleString("en-GB")} · {quadrantName(cell)}
          </span>
          <span className="tabular-nums">
            {cell.averageTaxRate.toFixed(1)}% · {gbp.format(cell.averageDividend)}
          </span>
        </>
      ) : (
        <span>Withheld</span>
      )}
    </div>
  );
}

/** The tile map: drawn for sighted viewers; the table carries the same figures. */
function TileMap({ cells, presenter }: { cells: Cell[]; presenter: boolean }) {
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
          <Tile key={cell.cell} cell={cell} size={size} />
        ))}
    </div>
  );
}

function CellTable({ view, className }: { view: View; className: string }) {
  return (
    <table className={className} data-testid="nations-table">
      <caption className="text-left">
        Votes by nation and region. Cells under {view.threshold} votes, and any that would reveal
        one, are withheld.
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Place</th>
          <th scope="col">Votes</th>
          <th scope="col">Leading quadrant</th>
          <th scope="col">Average rate</th>
          <th scope="col">Average dividend</th>
        </tr>
      </thead>
      <tbody>
        {view.cells.map((cell) => (
          <tr key={cell.cell} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-1 pr-2 text-left font-medium">
              {cell.name}
            </th>
            {cell.shown ? (
              <>
                <td className="tabular-nums">{cell.totalVotes.toLocaleString("en-GB")}</td>
                <td>{quadrantName(cell)}</td>
                <td className="tabular-nums">{cell.averageTaxRate.toFixed(1)}%</td>
                <td className="tabular-nums">{gbp.format(cell.averageDividend)}</td>
              </>
            ) : (
              <td colSpan={4}>Withheld</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the map says when a group is withheld as a whole. */
function DisclosureNote({ view }: { view: View }) {
  const shownCount = view.cells.filter((cell) => cell.shown).length;
  const text =
    shownCount === 0
      ? `The nations show once each of them, and "prefer not to say", has ${view.threshold} votes: shown together or not at all, so no figure can be worked out by subtraction.`
      : shownCount < view.cells.length
        ? `England's regions show once each has ${view.threshold} votes.`
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
        Nations and regions
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
            {view.totalVotes.toLocaleString("en-GB")} {view.verifiedOnly ? "verified " : ""}
            votes. Each tile: votes and leading quadrant, then average tax rate and dividend.
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
