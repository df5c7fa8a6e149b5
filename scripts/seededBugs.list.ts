/**
 * The seeded bugs of `scripts/seededBugs.ts` (a mutation check): each one is a realistic
 * one-line bug (an off-by-one, a dropped condition, a flipped comparison, a skipped await)
 * put into a copy of the repository, and the test files that must fail because of it. The
 * original text must occur exactly once in its file, so that the list cannot rot silently:
 * `tests/seededBugs.test.ts` checks that on every test run, without running the mutations.
 * Paths are relative to the repository's root.
 */

/** What each seeded bug breaks: the engine and sync rules, then the app's own rules. */
export const CATEGORIES = {
  conflicts: "transaction conflicts: a read kind against a write kind",
  "read-ranges": "read ranges: what a read records as read",
  "own-writes": "reading your own writes",
  limits: "limits at their exact values",
  "message-order": "the order of messages",
  durability: "the durability gate",
  "identity-split": "identity-split results never reach another identity",
  "others-running": "the othersRunning shortcut in the commit path",
  "action-threads": "actions on worker threads: the seam between a thread and the engine",
  "domain-tax": "convex/domain: tax rounding boundaries",
  "domain-pressure": "convex/domain: price pressure with policies",
  model: "convex/model",
  "domain-disclosure": "convex/domain: the nations view's disclosure rule",
  "src-precedence": "src: composeSelection precedence",
  "src-omitted": "src: omitted areas",
  "src-redirect": "src: the post-sign-in redirect guard",
  "src-empty-vote": "src: the empty-vote guard",
  "src-query-args": "src: the useQuery stand-in checks its arguments",
  limiter: "the one rate-limiter shape (convex/domain/rateLimiter.ts) and its stores",
  "import-numbers": "an import maps table numbers by table name",
  "bind-reads": "a bind's reads: the policies' costs row and the voter read once",
  "bind-engine": "a bind's engine work: one call storage, values parsed once",
  "query-threads":
    "queries on worker threads: a thread's snapshot and the main thread's validation",
  "mutation-threads":
    "mutations on worker threads: a thread's reads and writes, validated and committed on the main thread",
  "fan-out-per-bind":
    "the fan-out's work per commit: a re-run and a frame only where a watched result changed, and every one of those",
  "equal-shares-run":
    "the equal-shares run: floats on typed arrays, ballots with counts, one walk, the pace",
  "index-sync":
    "the stored indexes follow the schema on open: added and changed ones built, removed ones dropped, nothing written when they match",
  "by-id-index":
    "the by_id index read from the documents: no entries, its scans bounded and of one table",
} as const;

export type Category = keyof typeof CATEGORIES;

/** Every category needs at least one seeded bug. */
export const REQUIRED_CATEGORIES = Object.keys(CATEGORIES) as Category[];

export interface SeededBug {
  /** Short and unique; the script's filter argument matches it (or the category). */
  id: string;
  category: Category;
  /** The file the bug is put into. */
  file: string;
  /** Text that occurs exactly once in `file` (the bug's line, with context if needed). */
  original: string;
  /** What replaces it: the same text with the bug in it. */
  replacement: string;
  /** What goes wrong with the bug in place. */
  effect: string;
  /** The test files that must fail with it (each in one of vitest.config.ts's projects). */
  tests: string[];
}

const ENGINE = "server/engine/sqlite/engine.ts";
const QUERIES = "server/engine/sqlite/queries.ts";
const COMMIT_LOG = "server/engine/sqlite/commitLog.ts";
const COMMITTER = "server/engine/sqlite/committer.ts";
const READ_PATH = "server/engine/sqlite/readPath.ts";
const WRITE_PATH = "server/engine/sqlite/writePath.ts";
const READ_PATH_TEST = "tests/server/engineReadPath.test.ts";
const OUTBOUND = "server/sync/outbound.ts";
const FAN_OUT = "server/sync/fanOut.ts";
const ACTION_POOL = "server/engine/sqlite/actionPool.ts";
const QUERY_WORKER = "server/engine/sqlite/queryWorker.ts";
const QUERY_THREADS_TEST = "tests/server/queryThreads.test.ts";
const THREADED_CALLS = "server/engine/sqlite/threadedCalls.ts";
const MUTATION_THREADS_TEST = "tests/server/mutationThreads.test.ts";
const THREADED_CALLS_TEST = "tests/server/threadedCalls.test.ts";
const LIMITER = "convex/domain/rateLimiter.ts";
const LIMITER_TEST = "convex/domain/rateLimiter.test.ts";

const CONFLICT_TESTS = [
  "tests/server/engineConflicts.test.ts",
  "tests/server/engineInterleavings.test.ts",
];
const ENGINE_TESTS = [...CONFLICT_TESTS, "tests/server/sqliteEngine.test.ts"];
const SYNC_TESTS = ["tests/server/syncServerAlone.test.ts", "tests/server/fanOut.test.ts"];
const ECONOMY_TESTS = [
  "convex/domain/economy/boundaries.test.ts",
  "convex/domain/economy/ukTax2025.test.ts",
  "convex/domain/economy/ukTax2025.cases.test.ts",
  "convex/domain/economy/inflation.test.ts",
];
const SELECTION_TESTS = ["convex/domain/selection.test.ts", "src/lib/selection.test.ts"];

export const SEEDED_BUGS: readonly SeededBug[] = [
  // ---- transaction conflicts -----------------------------------------------------------
  {
    id: "get-not-in-read-set",
    category: "conflicts",
    file: READ_PATH,
    original: "    txn.readIds.add(id);\n",
    replacement: "",
    effect: "a db.get is not in the read set: a concurrent patch or delete of it is a lost update",
    tests: [...ENGINE_TESTS, READ_PATH_TEST],
  },
  {
    id: "old-key-not-logged",
    category: "conflicts",
    file: COMMITTER,
    original: "          if (before) logKeys.push(before);\n",
    replacement: "",
    effect:
      "a commit logs only the new index keys: a delete or a move out of a range read meanwhile goes unseen",
    tests: [...ENGINE_TESTS, "tests/server/engineCommitter.test.ts"],
  },
  {
    id: "page-range-not-recorded",
    category: "conflicts",
    file: READ_PATH,
    original: "    this.recordStream(txn, stream);\n    const isDone = stream.exhausted;",
    replacement: "    const isDone = stream.exhausted;",
    effect: "a paginate() records no read range: an insert into the page is not a conflict",
    tests: [...CONFLICT_TESTS, READ_PATH_TEST],
  },
  // ---- read ranges ---------------------------------------------------------------------
  {
    id: "first-drops-last-key",
    category: "read-ranges",
    file: QUERIES,
    original: "{ lo, hi: justAfter(this.lastKey) }",
    replacement: "{ lo, hi: this.lastKey }",
    effect:
      "an ascending read range ends before the last key read: .first() misses a delete of what it returned",
    tests: CONFLICT_TESTS,
  },
  {
    id: "exhausted-range-stops-at-last-key",
    category: "read-ranges",
    file: QUERIES,
    original: "    if (this.exhausted) return { lo, hi };\n",
    replacement: "",
    effect:
      "a read that ran to the end of its range records only up to its last row: a phantom insert after it goes unseen",
    tests: CONFLICT_TESTS,
  },
  // ---- reading your own writes ---------------------------------------------------------
  {
    id: "stale-rows-beside-pending",
    category: "own-writes",
    file: QUERIES,
    original:
      "      for (const row of rows) if (!this.pendingIds.has(row.id)) this.storeBuffer.push(row);",
    replacement: "      for (const row of rows) this.storeBuffer.push(row);",
    effect:
      "a query inside a mutation returns the committed rows beside its own pending writes: deleted rows and old versions reappear",
    tests: ["tests/server/engineConflicts.test.ts", "tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "pending-desc-order",
    category: "own-writes",
    file: QUERIES,
    original: "      .sort((a, b) => (this.desc ? b.key.compare(a.key) : a.key.compare(b.key)));",
    replacement: "      .sort((a, b) => a.key.compare(b.key));",
    effect: "a descending query merges the mutation's own writes in ascending order",
    tests: ["tests/server/engineConflicts.test.ts", "tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "get-sees-deleted",
    category: "own-writes",
    file: READ_PATH,
    original: "    if (pending)\n      return pending.doc === null",
    replacement: "    if (pending?.doc)\n      return pending.doc === null",
    effect:
      "db.get of a document the mutation deleted (or replaced then deleted) returns the committed version",
    tests: [
      "tests/server/engineConflicts.test.ts",
      "tests/server/sqliteEngine.test.ts",
      READ_PATH_TEST,
    ],
  },
  // ---- limits at their exact values ----------------------------------------------------
  {
    id: "reads-limit-off-by-one",
    category: "limits",
    file: "server/engine/sqlite/transaction.ts",
    original: "if (this.docsRead > LIMITS.readsPerTransaction) {",
    replacement: "if (this.docsRead >= LIMITS.readsPerTransaction) {",
    effect: "exactly 16,384 documents read is refused",
    tests: ["tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "writes-limit-off-by-one",
    category: "limits",
    file: WRITE_PATH,
    original: "txn.writes.size >= LIMITS.writesPerTransaction",
    replacement: "txn.writes.size > LIMITS.writesPerTransaction",
    effect: "8,193 writes in one transaction are accepted",
    tests: ["tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "nesting-limit-off-by-one",
    category: "limits",
    file: "server/engine/sqlite/validate.ts",
    original: "if (depth > LIMITS.nesting) {",
    replacement: "if (depth >= LIMITS.nesting) {",
    effect: "a value nested exactly 16 levels deep is refused",
    tests: ["tests/server/sqliteEngine.test.ts"],
  },
  // ---- the order of messages -----------------------------------------------------------
  {
    id: "transition-overtakes-response",
    category: "message-order",
    file: "server/sync/syncServer.ts",
    original: "if (conn.inFlightMutations > 0 || conn.closed) return;",
    replacement: "if (conn.closed) return;",
    effect:
      "a broadcast sends a connection a transition that includes its mutation before the mutation's response",
    tests: SYNC_TESTS,
  },
  {
    id: "durable-message-jumps-queue",
    category: "message-order",
    file: OUTBOUND,
    original: "if (conn.outbox.length === 0 && this.durability.isDurable(mark)) {",
    replacement: "if (this.durability.isDurable(mark)) {",
    effect:
      "a message built once the disk has caught up leaves before older messages still queued for that connection",
    tests: SYNC_TESTS,
  },
  // ---- the durability gate -------------------------------------------------------------
  {
    id: "send-before-durable",
    category: "durability",
    file: OUTBOUND,
    original: "if (conn.outbox.length === 0 && this.durability.isDurable(mark)) {",
    replacement: "if (conn.outbox.length === 0) {",
    effect: "a message built on a commit leaves before the commit is on disk",
    tests: [...SYNC_TESTS, "tests/server/hardening/readOnly.test.ts"],
  },
  {
    id: "drain-releases-later-marks",
    category: "durability",
    file: OUTBOUND,
    original: "while (conn.outbox.length > 0 && this.durability.isDurable(conn.outbox[0].mark)) {",
    replacement: "while (conn.outbox.length > 0) {",
    effect:
      "once one group is on disk, messages built on later commits (still in the next group) leave too",
    tests: [...SYNC_TESTS, "tests/server/hardening/readOnly.test.ts"],
  },
  {
    id: "action-skips-durable-await",
    category: "durability",
    file: ENGINE,
    original: "        await this.store.whenDurable();\n        return JSON.stringify(value);",
    replacement: "        void this.store.whenDurable();\n        return JSON.stringify(value);",
    effect:
      "an action goes on after ctx.runMutation before the mutation is on disk, and succeeds when its group is rolled back",
    tests: ["tests/server/hardening/readOnly.test.ts"],
  },
  {
    id: "wal-acknowledged-at-commit",
    category: "durability",
    file: "server/engine/sqlite/walSync.ts",
    original: "    if (mark > this.committed) this.committed = mark;\n    this.start();",
    replacement:
      "    if (mark > this.committed) this.committed = mark;\n    this.release(mark);\n    this.start();",
    effect:
      "a group counts as durable once its COMMIT ran (the log written, not synced): a power cut loses acknowledged writes",
    tests: ["tests/server/walSync.test.ts"],
  },
  {
    id: "wal-sync-covers-later-groups",
    category: "durability",
    file: "server/engine/sqlite/walSync.ts",
    original: "if (this.running || this.closed || this.committed <= this.synced) return;",
    replacement: "if (this.closed || this.committed <= this.synced) return;",
    effect:
      "syncs overlap: one that began before a group's COMMIT can return after a later one started and be taken for it",
    tests: ["tests/server/walSync.test.ts"],
  },
  {
    id: "group-commits-during-sync",
    category: "durability",
    file: "server/engine/sqlite/store.ts",
    original: "      if (this.wal?.busy) {",
    replacement: "      if (this.wal?.busy && false) {",
    effect:
      "every turn's writes commit at once, while the last sync still runs: a COMMIT (and the log's frames) per turn instead of one per sync",
    tests: ["tests/server/walSync.test.ts"],
  },
  {
    id: "store-checkpoints-in-commit",
    category: "durability",
    file: "server/engine/sqlite/store.ts",
    original: 'this.db.pragma("wal_autocheckpoint = 0");',
    replacement: 'this.db.pragma("wal_autocheckpoint = 1000");',
    effect:
      "SQLite checkpoints inside the group's COMMIT again: page copies and two fsyncs on the main thread every thousand frames",
    tests: ["tests/server/walSync.test.ts"],
  },
  {
    id: "scheduled-mutation-ignores-cancel",
    category: "durability",
    file: "server/engine/sqlite/scheduler.ts",
    original: 'if (!job || job.state.kind !== "pending") throw new JobNoLongerPending();',
    replacement: "if (!job) throw new JobNoLongerPending();",
    effect:
      "a scheduled mutation canceled while it ran still commits its writes, and its job " +
      "says success instead of canceled",
    tests: ["tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "scheduled-mutation-not-settled",
    category: "durability",
    file: ENGINE,
    original: "            settle(txn);\n            return value;",
    replacement: "            return value;",
    effect:
      "a scheduled mutation commits without its job's success, which then follows in a commit " +
      "of its own",
    tests: ["tests/server/sqliteEngine.test.ts"],
  },
  // ---- identity-split results ----------------------------------------------------------
  {
    id: "share-identity-reader",
    category: "identity-split",
    file: FAN_OUT,
    original: "if (sub.shared || sub.readIdentity || sub.refs <= 0) return;",
    replacement: "if (sub.shared || sub.refs <= 0) return;",
    effect: "a query that read the identity is shared with every other identity",
    tests: SYNC_TESTS,
  },
  {
    id: "split-moves-wrong-watchers",
    category: "identity-split",
    file: FAN_OUT,
    original: "if (identityKey(conn.identity) === own) continue;",
    replacement: "if (identityKey(conn.identity) !== own) continue;",
    effect:
      "a split moves the runner's own identity away and leaves the others on the result computed for it",
    tests: SYNC_TESTS,
  },
  // ---- the othersRunning shortcut ------------------------------------------------------
  {
    id: "others-running-needs-two",
    category: "others-running",
    file: COMMIT_LOG,
    original: "return this.active.size > 1;",
    replacement: "return this.active.size > 2;",
    effect:
      "a commit made while exactly one other transaction runs is not logged: that one commits a stale read",
    tests: ["tests/server/engineInterleavings.test.ts", "tests/server/sqliteEngine.test.ts"],
  },
  {
    id: "log-trimmed-to-newest",
    category: "others-running",
    file: COMMIT_LOG,
    original: "if (oldest === null || other.startTs < oldest) oldest = other.startTs;",
    replacement: "if (oldest === null || other.startTs > oldest) oldest = other.startTs;",
    effect:
      "the log is trimmed to the newest running transaction's start: an older one loses the commits it must validate against",
    tests: ["tests/server/engineInterleavings.test.ts", "tests/server/sqliteEngine.test.ts"],
  },
  // ---- convex/domain -------------------------------------------------------------------
  {
    id: "allowance-taper-rounds-up",
    category: "domain-tax",
    file: "convex/domain/economy/ukTax.ts",
    original: "rules.personalAllowance - Math.floor(excess / 2)",
    replacement: "rules.personalAllowance - Math.ceil(excess / 2)",
    effect: "£1 over £100,000 already costs £1 of personal allowance",
    tests: ECONOMY_TESTS,
  },
  {
    id: "pressure-left-out",
    category: "domain-pressure",
    file: "convex/domain/economy/inflation.ts",
    original: "percent: roundToOneDecimal(fromBalancePercent + pressureAdjustmentPercent),",
    replacement: "percent: roundToOneDecimal(fromBalancePercent),",
    effect: "the inflation estimate leaves the policies' price pressure out",
    tests: [...ECONOMY_TESTS, "convex/votes.test.ts"],
  },
  // ---- convex/model --------------------------------------------------------------------
  {
    id: "empty-vote-stored",
    category: "model",
    file: "convex/model/votes.ts",
    original: "  if (policies.length === 0) throw incomplete();\n",
    replacement: "",
    effect: "a vote with no valid policy is stored and counted",
    tests: ["convex/votes.test.ts"],
  },
  {
    id: "held-vote-counts-nationally",
    category: "model",
    file: "convex/model/tallies.ts",
    original: "const national = vote.isGuest !== true && vote.heldFromNational !== true;",
    replacement: "const national = vote.isGuest !== true;",
    effect: "a room's votes count nationally before the room reaches its threshold",
    tests: ["convex/rooms.test.ts", "convex/stuffing.test.ts"],
  },
  {
    id: "vote-trigger-delete-keeps-tally",
    category: "model",
    file: "convex/model/voteTrigger.ts",
    original: "  if (before?.isActive === true) countVote(delta, before, -1);",
    replacement: "  if (before?.isActive === true && after !== null) countVote(delta, before, -1);",
    effect: "a deleted active vote (an erasure, a withdrawn consent) stays in the tallies",
    tests: ["convex/voteTrigger.test.ts", "convex/privacy.test.ts"],
  },
  {
    id: "disclosure-primary-only",
    category: "domain-disclosure",
    file: "convex/domain/disclosure.ts",
    original: "  if (!groupComplete(counts, NATION_GROUP, threshold)) return shown;",
    replacement:
      "  for (const cell of VIEW_CELLS) if (countOf(counts, cell) >= threshold) shown.add(cell);\n  return shown;",
    effect:
      "primary suppression only: the national total minus the shown nations gives a withheld one",
    tests: ["convex/domain/disclosure.test.ts"],
  },
  {
    id: "server-ignores-pressure",
    category: "model",
    file: "convex/model/economy.ts",
    original: "return { costBn, pressure: policy.pressureModifiers ?? null };",
    replacement: "return { costBn, pressure: null };",
    effect: "the server stores votes' inflation without the policies' price pressure",
    tests: ["convex/votes.test.ts"],
  },
  // ---- src -----------------------------------------------------------------------------
  {
    id: "narrative-beats-area-default",
    category: "src-precedence",
    file: "convex/domain/selection.ts",
    original: "const areaDefault = areaDefaults.get(category);",
    replacement: "const areaDefault = narrative.get(category) ?? areaDefaults.get(category);",
    effect: "the narrative's default replaces the visitor's own default pick for an area",
    tests: SELECTION_TESTS,
  },
  {
    id: "omitted-by-raw-name",
    category: "src-omitted",
    file: "convex/domain/selection.ts",
    original: "const omitted = new Set(selection.omittedCategories.map(categoryName));",
    replacement: "const omitted = new Set(selection.omittedCategories);",
    effect: "an area omitted by its id or an older spelling is filled with defaults",
    tests: SELECTION_TESTS,
  },
  {
    id: "redirect-protocol-relative",
    category: "src-redirect",
    file: "src/lib/storage.ts",
    original: 'path.startsWith("/") && !path.startsWith("//") && path !== paths.auth',
    replacement: 'path.startsWith("/") && path !== paths.auth',
    effect: "after sign-in the app follows //evil.example to another site",
    tests: ["src/lib/storage.test.ts"],
  },
  {
    id: "thread-syscall-without-identity",
    category: "action-threads",
    file: ENGINE,
    original: "      identity: call.identity,\n      txn: null,\n      request: call.request,",
    replacement: "      identity: null,\n      txn: null,\n      request: call.request,",
    effect:
      "an action on a thread calls ctx.auth, runQuery and runMutation as nobody: a signed-in " +
      "user's sign-in or AI call runs anonymously",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "pool-over-its-bound",
    category: "action-threads",
    file: ACTION_POOL,
    original: "if (this.taken >= this.size) return false;",
    replacement: "if (this.taken > this.size) return false;",
    effect: "one action more than the pool's places runs at once (and the queue's bound is off)",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "heavy-action-in-ordinary-places",
    category: "action-threads",
    file: ACTION_POOL,
    original: "const places = call.heavy ? this.heavyPlaces : this.places;",
    replacement: "const places = this.places;",
    effect:
      "password checks take the ordinary places: 32 hash at once (1 GiB), and a token " +
      "refresh waits behind them",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "heavy-flag-not-passed",
    category: "action-threads",
    file: ENGINE,
    original: "const outcome = await pool.run({ udfPath, args, ...caller, heavy }, nested);",
    replacement: "const outcome = await pool.run({ udfPath, args, ...caller }, nested);",
    effect: "the engine never tells the pool a call is heavy: every password check is ordinary",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "action-queries-on-main",
    category: "action-threads",
    file: ENGINE,
    original: "        if (this.actionQueryPool) {",
    replacement: "        if (this.actionQueryPool && false) {",
    effect:
      "an action's queries run on the main thread whatever the pool: the equal-shares " +
      "ballot walk holds every client's update again",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "action-query-rejection-dropped",
    category: "action-threads",
    file: ENGINE,
    original: "if (!result.ok) throw callRejection({ ...result, ...rejection });",
    replacement: "if (!result.ok) throw callRejection(result);",
    effect:
      "an internal error in a query an action runs on a thread reaches the action as " +
      "'Server Error', where the main thread gives its message",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "password-reset-light",
    category: "action-threads",
    file: "server/auth/passwordCheck.ts",
    original: 'return typeof password === "string" || typeof newPassword === "string";',
    replacement: 'return typeof password === "string";',
    effect: "a password reset's new password is hashed outside the heavy places, without bound",
    tests: ["tests/server/passwordCheck.test.ts"],
  },
  {
    id: "clock-not-written-with-group",
    category: "durability",
    file: "server/engine/sqlite/store.ts",
    original: '        this.writeState();\n        this.db.exec("COMMIT");',
    replacement: '        this.db.exec("COMMIT");',
    effect:
      "the commit clock (and a new table's number) never reaches the disk with the group: " +
      "after a restart new commits reuse old timestamps",
    tests: ["tests/server/engineWriteCost.test.ts"],
  },
  {
    id: "pool-drops-error-data",
    category: "action-threads",
    file: ACTION_POOL,
    original:
      "          error: data === undefined ? { message: String(text) } : { message: String(text), data },",
    replacement: "          error: { message: String(text) },",
    effect:
      "a ConvexError thrown by a thread's ctx.runQuery / runMutation reaches the action without " +
      "its data: the action cannot tell a refusal's code from a crash",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "thread-request-metadata-lost",
    category: "action-threads",
    file: ENGINE,
    original: "      txn: null,\n      request: call.request,\n      engine: this,",
    replacement: "      txn: null,\n      request: undefined,\n      engine: this,",
    effect:
      "a thread's syscalls are answered without the caller's address: every sign-in shares " +
      "one per-address throttle, and ctx.meta says nothing on a thread",
    tests: ["tests/server/actionPool.test.ts"],
  },
  {
    id: "action-mutation-before-durable",
    category: "action-threads",
    file: ENGINE,
    original: "        await this.store.whenDurable();\n        return JSON.stringify(value);",
    replacement: "        return JSON.stringify(value);",
    effect:
      "an action's ctx.runMutation (answered for its thread by the committer's caller) goes on " +
      "before its commit is on disk: a group rolled back for want of space looks like a success",
    tests: ["tests/server/hardening/readOnly.test.ts"],
  },
  {
    id: "empty-vote-sent",
    category: "src-empty-vote",
    file: "src/lib/voteArgs.ts",
    original: "if (!selection.narrative || policyIds.length === 0) return null;",
    replacement: "if (!selection.narrative) return null;",
    effect: "a vote with no policy is sent",
    tests: ["src/lib/voteArgs.test.ts"],
  },
  {
    id: "fold-second-round",
    category: "model",
    file: "convex/model/tallies.ts",
    original: "  if (round !== null && !round.ended) {\n",
    replacement: "  if (round !== null && round.ended && round.endsAt > createdAt) {\n",
    effect:
      "a vote after a round's planned end, its last fold still to run, starts a second round beside it: folds less than an interval apart",
    tests: ["convex/nationalFold.test.ts"],
  },
  {
    id: "room-code-dropped",
    category: "src-query-args",
    file: "src/features/community/CommunityPage.tsx",
    original: "useQuery(api.community.page, roomCode ? { roomCode } : {})",
    replacement: "useQuery(api.community.page, {})",
    effect: "the community page of a room shows the nation's results",
    tests: ["src/features/community/CommunityPage.test.tsx"],
  },
  {
    id: "limiter-one-over",
    category: "limiter",
    file: LIMITER,
    original: "return state.count >= free ? windowEnd : 0;",
    replacement: "return state.count > free ? windowEnd : 0;",
    effect:
      "a refusing window (AI buckets, manifestos a minute) lets one more through than its limit",
    tests: [LIMITER_TEST, "convex/domain/ai/rateLimit.test.ts"],
  },
  {
    id: "limiter-window-end",
    category: "limiter",
    file: LIMITER,
    original: "now - current.windowStart >= windowMs",
    replacement: "now - current.windowStart > windowMs",
    effect:
      "a window lasts a millisecond longer than its length: a key waits past its window's end",
    tests: [LIMITER_TEST, "convex/domain/creationThrottle.test.ts"],
  },
  {
    id: "limiter-idle-not-restarted",
    category: "limiter",
    file: LIMITER,
    original: 'const windowStart = runsFrom === "idle" ? now : state.windowStart;',
    replacement: "const windowStart = state.windowStart;",
    effect:
      "a sign-in throttle is forgotten an hour after its first failure, however many came since",
    tests: [LIMITER_TEST, "convex/domain/signInThrottle.test.ts"],
  },
  {
    id: "limiter-wait-past-window",
    category: "limiter",
    file: LIMITER,
    original: "return Math.min(state.blockedUntil ?? 0, windowEnd);",
    replacement: "return state.blockedUntil ?? 0;",
    effect: "a sign-up or guest wait runs past the end of its window, and the message says so",
    tests: [LIMITER_TEST],
  },
  {
    id: "limiter-restart-shortens",
    category: "limiter",
    file: LIMITER,
    original:
      "const blockedUntil = Math.max(state.blockedUntil ?? 0, clock.now() + delayAfter(state.count));",
    replacement: "const blockedUntil = clock.now() + delayAfter(state.count);",
    effect: "answering a refused sign-in can shorten the wait its attempt set",
    tests: [LIMITER_TEST],
  },
  {
    id: "limiter-give-back-lengthens",
    category: "limiter",
    file: LIMITER,
    original:
      "const blockedUntil = Math.min(state.blockedUntil ?? 0, clock.now() + delayAfter(count));",
    replacement:
      "const blockedUntil = Math.max(state.blockedUntil ?? 0, clock.now() + delayAfter(count));",
    effect:
      "a right password from an address lengthens the address's wait instead of shortening it",
    tests: [LIMITER_TEST, "convex/domain/signInThrottle.test.ts"],
  },
  {
    id: "limiter-address-policy",
    category: "limiter",
    file: "convex/authThrottle.ts",
    original:
      'handler: (ctx, { key }) => beginIn(ctx, "signInAddressThrottles", key, ADDRESS_FREE_FAILURES),',
    replacement: 'handler: (ctx, { key }) => beginIn(ctx, "signInAddressThrottles", key),',
    effect:
      "an address's throttle counts with an account's policy: a classroom waits after 5 failures, not 20",
    tests: ["convex/authAddressThrottle.test.ts"],
  },
  {
    id: "import-keeps-zip-numbers",
    category: "import-numbers",
    file: "scripts/snapshotData.ts",
    original:
      "const target = decoded.tableNumber === number ? id : encodeId(number, decoded.random);",
    replacement: "const target = id;",
    effect: "a ZIP whose table numbers are another table's puts its documents in the wrong tables",
    tests: ["tests/server/importTableNumbers.test.ts"],
  },
  {
    id: "policy-costs-count-only",
    category: "bind-reads",
    file: "convex/model/catalogue.ts",
    original:
      "if (kept.rows === rows && kept.policies === policies.length) return extra.length > 0;",
    replacement: "if (kept.policies === policies.length) return extra.length > 0;",
    effect:
      "a catalogue load that changes a cost leaves the votes' copy as it was: votes keep the old cost",
    tests: ["tests/server/bindCost.test.ts"],
  },
  {
    id: "policy-costs-not-written",
    category: "bind-reads",
    file: "convex/model/catalogue.ts",
    original: "  await writePolicyCosts(ctx);\n  await recordFingerprint(",
    replacement: "  await recordFingerprint(",
    effect: "a catalogue load writes no costs row: every bind reads each selected policy again",
    tests: ["tests/server/bindCost.test.ts"],
  },
  {
    id: "policy-costs-no-fallback",
    category: "bind-reads",
    file: "convex/model/policies.ts",
    original:
      '    const policy = await ctx.db.get("policies", id);\n    if (policy !== null) policies.push(policy);\n  }\n  return policies;\n}\n\n/** A narrative',
    replacement: "  }\n  return policies;\n}\n\n/** A narrative",
    effect:
      "a policy missing from the costs row (no row yet, after an import) is dropped from the vote",
    tests: ["tests/server/bindCost.test.ts"],
  },
  {
    id: "voter-read-again",
    category: "bind-reads",
    file: "convex/votes.ts",
    original: "verified: !guest && hasVerifiedEmail(ctx.user),",
    replacement: 'verified: !guest && hasVerifiedEmail(await ctx.db.get("users", ctx.userId)),',
    effect: "a bind reads the voter's user document a second time",
    tests: ["tests/server/bindCost.test.ts"],
  },
  // ---- a bind's engine work (issue 36): what each syscall costs around the convex package
  {
    id: "determinism-own-storage",
    category: "bind-engine",
    file: "server/engine/sqlite/determinism.ts",
    original: "    return await callStorage.run(frame, body);",
    replacement:
      "    return await new AsyncLocalStorage<Determinism>().run(frame.determinism, () =>\n" +
      "      callStorage.run(frame, body),\n" +
      "    );",
    effect:
      "a query's or mutation's determinism goes back into a storage of its own: every promise " +
      "a function makes pays the async hooks twice",
    tests: ["tests/server/bindCost.test.ts"],
  },
  {
    id: "batched-rows-offset",
    category: "bind-engine",
    file: "server/engine/sqlite/store.ts",
    original: "      statement.run(...values.slice(first * width, (first + count) * width));",
    replacement: "      statement.run(...values.slice(first, first + count * width));",
    effect:
      "a commit's second batch of rows (past 32 documents or index entries) is written from " +
      "the wrong place in the list: documents and entries of the first batch again, or a failure",
    tests: ["tests/server/engineWriteCost.test.ts"],
  },
  // ---- query threads (issue 36): the seam between a query thread and the main thread
  {
    id: "thread-snapshot-ignored",
    category: "query-threads",
    file: THREADED_CALLS,
    original: "    if (read.snapshotTs !== null) txn.snapshotTs = BigInt(read.snapshotTs);\n",
    replacement: "",
    effect:
      "a thread's reads are checked from the query's registration, not from its own later " +
      "snapshot: a commit the thread already saw makes its result stale and it runs twice",
    tests: [QUERY_THREADS_TEST],
  },
  {
    id: "thread-gate-skipped",
    category: "query-threads",
    file: THREADED_CALLS,
    original: "    open: () => this.options.store.isInFile(this.options.store.appended),",
    replacement: "    open: () => this.options.store.isInFile(0),",
    effect:
      "a query is sent to a thread while a group is open: the thread's snapshot lacks the " +
      "open group's commits, so a client may not see its own mutation in its update",
    tests: [QUERY_THREADS_TEST],
  },
  {
    id: "thread-ranges-dropped",
    category: "query-threads",
    file: THREADED_CALLS,
    original: "      txn.ranges.push({ index, lo: asBuffer(lo), hi: asBuffer(hi) });",
    replacement: "      void [index, lo, hi];",
    effect:
      "a thread's index ranges are not checked: an insert into a range it scanned, committed " +
      "while it ran, leaves a subscription holding an outdated result that never re-runs",
    tests: [QUERY_THREADS_TEST],
  },
  {
    id: "thread-identity-dropped",
    category: "query-threads",
    file: THREADED_CALLS,
    original: "    txn.readIdentity = read.readIdentity;",
    replacement: "    txn.readIdentity = false;",
    effect:
      "a query that read the caller's identity on a thread is reported as identity-free: the " +
      "fan-out would share one user's result with every user",
    tests: [QUERY_THREADS_TEST],
  },
  {
    id: "fan-out-over-parallelism",
    category: "query-threads",
    file: FAN_OUT,
    original: "    if (this.inFlight.size >= parallel) await Promise.race(this.inFlight);",
    replacement: "    if (this.inFlight.size > parallel) await Promise.race(this.inFlight);",
    effect:
      "a broadcast round keeps one re-run more going than the engine's parallelism: without " +
      "query threads, two queries interleave on the main thread",
    tests: ["tests/server/fanOutParallel.test.ts"],
  },
  {
    id: "fan-out-keeps-stale",
    category: "query-threads",
    file: FAN_OUT,
    original: "        stale = outcome.stale === true;",
    replacement: "        stale = false;",
    effect:
      "a query thread's result that a commit changed while it ran is kept as current: its " +
      "watchers hold an outdated value until some later commit touches it again",
    tests: ["tests/server/fanOutParallel.test.ts"],
  },
  {
    id: "thread-read-not-ended",
    category: "query-threads",
    file: QUERY_WORKER,
    original: "  } finally {\n    reader.end();\n  }",
    replacement: "  } finally {\n    void reader;\n  }",
    effect:
      "a thread keeps its first read transaction open: its next query cannot begin one and fails",
    tests: [QUERY_THREADS_TEST],
  },
  // ---- mutation threads (issue 36): a mutation run on a thread, committed on the main thread
  {
    id: "thread-mutation-reads-dropped",
    category: "mutation-threads",
    file: THREADED_CALLS,
    original: "      this.takeReads(txn, read);\n      if (!read.outcome.ok) throw",
    replacement: "      if (!read.outcome.ok) throw",
    effect:
      "a mutation thread's reads are not checked: a main-thread commit to what it read while " +
      "it ran is overwritten (a lost update: two increments count one)",
    tests: [THREADED_CALLS_TEST, MUTATION_THREADS_TEST],
  },
  {
    id: "thread-mutation-gate-skipped",
    category: "mutation-threads",
    file: ENGINE,
    original:
      "return this.committed(mutationKey, settled(body), call, scheduled, this.threaded.gate);",
    replacement: "return this.committed(mutationKey, settled(body), call, scheduled);",
    effect:
      "a mutation is sent to a thread while a group is open: its snapshot lacks the group's " +
      "commits, so it conflicts and runs again (under a stream of writes, again and again)",
    tests: [MUTATION_THREADS_TEST],
  },
  {
    id: "thread-mutation-jobs-dropped",
    category: "mutation-threads",
    file: THREADED_CALLS,
    original: "      txn.scheduled.push(...(read.scheduled ?? []));\n",
    replacement: "",
    effect:
      "the jobs a mutation scheduled on a thread are committed but never armed: they run only " +
      "after a restart",
    tests: [MUTATION_THREADS_TEST],
  },
  {
    id: "thread-creation-clock-behind",
    category: "mutation-threads",
    file: THREADED_CALLS,
    original: "      committer.advanceTo(0n, creationTime);\n",
    replacement: "",
    effect:
      "the committer's creation clock stays behind a thread's inserts: a document inserted " +
      "later on the main thread may get an earlier _creationTime",
    tests: [THREADED_CALLS_TEST],
  },
  {
    id: "thread-conflicts-never-main",
    category: "mutation-threads",
    file: THREADED_CALLS,
    original: "      if (++runs > THREAD_RUNS) {",
    replacement: "      if (++runs > THREAD_RUNS * 8) {",
    effect:
      "a mutation that conflicts on every run on a thread (the tally fold under a stream of " +
      "votes) is never run on the main thread: it fails with a conflict after 16 runs",
    tests: [THREADED_CALLS_TEST],
  },
  {
    id: "thread-numbers-a-table",
    category: "mutation-threads",
    file: QUERY_WORKER,
    original: "      requireNumbered(txn, table);\n      return writes.insert(txn, table, fields);",
    replacement: "      return writes.insert(txn, table, fields);",
    effect:
      "a mutation thread gives a table its first number itself: the main thread never saves " +
      "it, so the ids of that table's documents are unknown to it (a job cannot be cancelled)",
    tests: [MUTATION_THREADS_TEST],
  },
  // ---- the fan-out per bind (issue 36, docs/embedded-backend.md "Fan-out per bind") -----
  {
    id: "timestamp-only-frames",
    category: "fan-out-per-bind",
    file: "server/sync/syncServer.ts",
    original: "    if (!always && !changed) return;",
    replacement: "    if (!always && !changed && conn.version.ts >= ts) return;",
    effect:
      "every commit sends every connection a frame, a newer timestamp alone for those whose " +
      "results did not change (the scheduler's records and the fold's last run too)",
    tests: ["tests/server/syncServerAlone.test.ts", "tests/server/fanOutPerBind.test.ts"],
  },
  {
    id: "ready-watchers-wait-a-round",
    category: "fan-out-per-bind",
    file: FAN_OUT,
    original:
      "        this.stats.sentAfterBudget++;\n        this.host.pushChanges(conn, false, ts);",
    replacement: "        leftBehind = true;",
    effect:
      "a round out of time leaves the watchers of a result it already re-ran for the next " +
      "round, 50 ms or more later",
    tests: ["tests/server/fanOut.test.ts"],
  },
  {
    id: "commit-during-rerun-lost",
    category: "fan-out-per-bind",
    file: FAN_OUT,
    original: "        if (this.dirty.has(sub)) continue;",
    replacement: "        if (this.dirty.has(sub) || sub.running) continue;",
    effect:
      "a commit made while a subscription re-runs does not mark it again: its watchers keep " +
      "a result older than that commit until some later commit touches it",
    tests: ["tests/server/fanOut.test.ts"],
  },
  {
    id: "walk-pages-back-to-back",
    category: "equal-shares-run",
    file: "convex/equalShares.ts",
    original: "        await walkPauses.wait(pauseAfterPage(pageMs));",
    replacement: "        void pageMs;",
    effect:
      "the walk's pages run back to back again: every other client waits behind a walk of seconds",
    tests: ["convex/equalShares.test.ts"],
  },
  {
    id: "float-pay-all-or-nothing",
    category: "equal-shares-run",
    file: "convex/domain/equalShares.ts",
    original: "        money[g] = atLeast(price, money[g]) ? 0 : money[g] - price;",
    replacement: "        money[g] = atLeast(money[g], price) ? money[g] - price : money[g];",
    effect:
      "a supporter who holds less than the price keeps their money under floats: the float " +
      "outcome buys more than the exact one",
    tests: ["convex/domain/equalShares.ejr.test.ts"],
  },
  {
    id: "float-price-one-pass",
    category: "equal-shares-run",
    file: "convex/domain/equalShares.ts",
    original: "        if (kept === to - from) return owed / weight;",
    replacement: "        if (kept > 0) return owed / weight;",
    effect:
      "a project's float price ignores that its poorest supporters pay all they have: the " +
      "rest are charged an equal split that leaves the cost short",
    tests: ["convex/domain/equalShares.ejr.test.ts"],
  },
  {
    id: "weighted-ballot-counted-once",
    category: "equal-shares-run",
    file: "convex/domain/equalSharesManifesto.ts",
    original: "    figures.voters += ballot.weight;",
    replacement: "    figures.voters++;",
    effect: "a quadrant's voters count each distinct ballot once, not each voter",
    tests: ["convex/domain/equalSharesManifesto.test.ts"],
  },
  {
    id: "walk-misses-verified",
    category: "equal-shares-run",
    file: "convex/model/equalShares.ts",
    original: "      if (!counted.includes(scope)) return;",
    replacement: "      if (counted[0] !== scope) return;",
    effect: "the nation's walk counts a vote only in its first scope: the verified scope is empty",
    tests: ["convex/equalShares.test.ts"],
  },
  {
    id: "long-run-not-paced",
    category: "equal-shares-run",
    file: "convex/model/equalShares.ts",
    original: "  const pause = (stored?.runMs ?? 0) / EQUAL_SHARES_DUTY;",
    replacement: "  const pause = (stored?.runMs ?? 0) * EQUAL_SHARES_DUTY;",
    effect: "a run of seconds is followed by the next at the cron's interval, not ten times later",
    tests: ["convex/equalShares.test.ts"],
  },
  {
    id: "by-id-scan-outside-bounds",
    category: "by-id-index",
    file: "server/engine/sqlite/byIdIndex.ts",
    original: "    if (key.compare(lo) < 0 || key.compare(hi) >= 0) continue;\n",
    replacement: "",
    effect:
      "a by_id scan returns every id of its text range, ids past a prefix or odd-byte bound among them",
    tests: ["tests/server/byIdIndex.test.ts"],
  },
  {
    id: "by-id-scan-other-tables",
    category: "by-id-index",
    file: "server/engine/sqlite/byIdIndex.ts",
    original: "AND tbl = ? ORDER BY",
    replacement: "AND ? IS NOT NULL ORDER BY",
    effect:
      "a by_id scan of one table returns another table's documents whose ids fall in its range",
    tests: ["tests/server/byIdIndex.test.ts"],
  },
  {
    id: "by-id-entries-written",
    category: "by-id-index",
    file: "server/engine/sqlite/store.ts",
    original: "          if (isByIdIndex(index)) continue;\n",
    replacement: "",
    effect: "every write still adds (and removes) a by_id entry that nothing reads",
    tests: ["tests/server/byIdIndex.test.ts"],
  },
  {
    id: "by-id-entries-kept-on-open",
    category: "by-id-index",
    file: "server/engine/sqlite/indexSync.ts",
    original: "    (name) => isByIdIndex(name) || (!isBuiltinIndex(name) && !wanted.has(name)),",
    replacement: "    (name) => !isBuiltinIndex(name) && !wanted.has(name),",
    effect:
      "a file from before keeps its by_id entries (stale ids of deleted documents among them)",
    tests: ["tests/server/byIdIndex.test.ts"],
  },
  {
    id: "indexes-not-synced-on-open",
    category: "index-sync",
    file: "server/engine/sqlite/engine.ts",
    original: "    this.tables = new SchemaTables(options.schema);\n    this.syncIndexes();\n",
    replacement: "    this.tables = new SchemaTables(options.schema);\n",
    effect: "an index added to the schema is empty for the documents written before it",
    tests: ["tests/server/indexSync.test.ts"],
  },
  {
    id: "changed-index-kept",
    category: "index-sync",
    file: "server/engine/sqlite/indexSync.ts",
    original:
      "      : JSON.stringify(recorded[index.name] ?? null) !== JSON.stringify(index.fields),",
    replacement: "      : !(index.name in recorded),",
    effect: "an index whose fields changed keeps entries keyed by its old fields",
    tests: ["tests/server/indexSync.test.ts"],
  },
  {
    id: "removed-index-kept",
    category: "index-sync",
    file: "server/engine/sqlite/indexSync.ts",
    original: "    (name) => isByIdIndex(name) || (!isBuiltinIndex(name) && !wanted.has(name)),",
    replacement: "    (name) => isByIdIndex(name),",
    effect:
      "an index the schema no longer has keeps its entries (and an account's keys in them after its deletion)",
    tests: ["tests/server/indexSync.test.ts"],
  },
  {
    id: "index-record-written-every-open",
    category: "index-sync",
    file: "server/engine/sqlite/store.ts",
    original: "    if (build.length === 0 && drop.length === 0 && recordedText === recordText) {",
    replacement: "    if (build.length === 0 && drop.length === 0 && recordedText === null) {",
    effect: "every open writes to the file, even when its indexes already match the schema",
    tests: ["tests/server/indexSync.test.ts"],
  },
];

/** How many times `text` occurs in `content` (overlapping occurrences counted). */
export function occurrences(content: string, text: string): number {
  if (text === "") return 0;
  let count = 0;
  for (let at = content.indexOf(text); at >= 0; at = content.indexOf(text, at + 1)) count++;
  return count;
}
