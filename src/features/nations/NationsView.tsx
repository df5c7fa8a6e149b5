import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { Skeleton } from "@/components/ui/Skeleton";

type View = FunctionReturnType<typeof api.nations.view>;
type Cell = View["cells"][number];

/**
 * Tile positions of the cartogram (column, row): one tile per nation and English region,
 * roughly where each lies, so no boundary data is needed. "Prefer not to say" sits apart.
 */
const TILES: Record<string, [number, number]> = {
  scotland: [2, 1],
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
  "not-stated": [4, 1],
};

const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

function Figures({ cell }: { cell: Cell }) {
  if (!cell.shown) return <span>Withheld</span>;
  return (
    <span>
      {cell.totalVotes} votes · {cell.leadingQuadrant ?? "no lead"} · {cell.averageTaxRate}% ·{" "}
      {gbp.format(cell.averageDividend)}
    </span>
  );
}

/** The tile map: drawn for sighted viewers; the table below carries the same figures. */
function TileMap({ cells }: { cells: Cell[] }) {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-4 gap-1"
      style={{ gridTemplateRows: "repeat(5, minmax(3.5rem, auto))" }}
    >
      {cells
        .filter((cell) => TILES[cell.cell] !== undefined)
        .map((cell) => (
          <div
            key={cell.cell}
            className={`rounded p-1 text-xs ${cell.shown ? "bg-sky-100" : "bg-gray-100 text-gray-600"}`}
            style={{ gridColumn: TILES[cell.cell][0], gridRow: TILES[cell.cell][1] }}
          >
            <div className="font-medium">{cell.name}</div>
            <Figures cell={cell} />
          </div>
        ))}
    </div>
  );
}

function CellTable({ view }: { view: View }) {
  return (
    <table className="w-full text-sm">
      <caption className="text-left">
        Votes by nation and region (cells under {view.threshold} votes, and any that would reveal
        one, are withheld)
      </caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Votes</th>
          <th scope="col">Leading quadrant</th>
          <th scope="col">Average rate</th>
          <th scope="col">Average dividend</th>
        </tr>
      </thead>
      <tbody>
        {view.cells.map((cell) => (
          <tr key={cell.cell}>
            <th scope="row">{cell.name}</th>
            {cell.shown ? (
              <>
                <td>{cell.totalVotes}</td>
                <td>{cell.leadingQuadrant ?? "None"}</td>
                <td>{cell.averageTaxRate}%</td>
                <td>{gbp.format(cell.averageDividend)}</td>
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

/** "Nations and regions": the live tile map and its table (docs/nations.md). */
export function NationsView() {
  const view = useQuery(api.nations.view, {});
  return (
    <section aria-labelledby="nations-heading" className="space-y-3">
      <h2 id="nations-heading" className="text-lg font-semibold">
        Nations and regions
      </h2>
      {view === undefined ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <TileMap cells={view.cells} />
          <CellTable view={view} />
        </>
      )}
    </section>
  );
}
