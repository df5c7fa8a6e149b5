import type { PausedCall } from "../../server/engine/sqlite/engine";

/** A transaction held at a pause point, and the means to let it go on. */
export interface Held {
  /** Resolves once the transaction has reached the point (and waits there). */
  reached: Promise<void>;
  release(): void;
}

/**
 * Deterministic interleavings for the engine's transactions: `hold(name)` makes the first
 * attempt of the call whose `args.name` (or, without one, whose function path) is `name`
 * wait at the engine's `beforeValidate` point (its body done, its reads not yet checked)
 * until `release()`. Re-runs after a conflict pass straight through (and are listed in
 * `reached`), and so does every call that was never held. Pass `points.beforeValidate` as
 * the engine's option of that name.
 */
export class PausePoints {
  private readonly held = new Map<string, { reach(): void; wait: Promise<void> }>();
  private readonly watched = new Set<string>();
  /** Every attempt of a held call that reached the point, in order, as `name#attempt`. */
  readonly reached: string[] = [];

  hold(name: string): Held {
    let reach!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((done) => (reach = done));
    const wait = new Promise<void>((done) => (release = done));
    this.held.set(name, { reach, wait });
    this.watched.add(name);
    return { reached, release };
  }

  /** Lists this call's attempts in `reached` without holding any. */
  watch(name: string): void {
    this.watched.add(name);
  }

  readonly beforeValidate = async (call: PausedCall): Promise<void> => {
    const argName = (call.args as { name?: unknown } | null)?.name;
    const name = typeof argName === "string" ? argName : call.udfPath;
    if (!this.watched.has(name)) return;
    this.reached.push(`${name}#${call.attempt}`);
    const held = this.held.get(name);
    if (!held || call.attempt > 1) return;
    this.held.delete(name);
    held.reach();
    await held.wait;
  };
}
