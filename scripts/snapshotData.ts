/**
 * A data directory as a Convex snapshot export, and back (docs/embedded-backend.md,
 * "Export and import").
 *
 * The ZIP holds what `npx convex export` writes and `npx convex import` reads: `README.md`,
 * `_tables/documents.jsonl` (one `{"name", "id"}` line per table: its table number, which
 * every id of the table encodes) and one `<table>/documents.jsonl` per table, a document
 * per line in Convex's clean JSON. No `generated_schema.jsonl`: Convex writes it only as a
 * type hint for int64 and bytes values (which clean JSON cannot tell from strings and
 * numbers), import treats it as optional, and the schema holds neither type (an export
 * that meets one stops with a message rather than write a lossy file). System tables
 * (`_scheduled_functions`) are not exported, as on Convex.
 *
 * A ZIP carries no keys (docs/privacy.md "Workshop exports"): the key tables (sessions,
 * refresh tokens, verifiers, codes, throttles, upgrade tickets) are never written, and an
 * import that finds documents of one refuses the whole ZIP; password hashes
 * (`authAccounts.secret`) travel only when both export and import are asked for them.
 * This deployment's running state (the retention job's cursor, the fold round, AI rate
 * windows, guests' client addresses) is not exported either, and skipped on import.
 *
 * Ids written before Convex's format (counter ids, docs/security.md) are not valid on
 * Convex: the export gives each such document a new id of its table and rewrites every
 * string equal to an old id, anywhere in any document (a superset of the schema's `v.id`
 * fields: an old id is "<counter><table>", which no other text is).
 *
 * Import loads such a ZIP into a stopped backend's data directory, empty or not (several
 * workshops into one national directory). Everything is checked before anything is written
 * (`checkConvexImportRules`: the rules `npx convex import` applies, ids, table numbers,
 * checksums and the schema's validators; then this app's own), so a bad row writes
 * nothing:
 *   - a ZIP is refused before anything is inflated when it would unpack past the limits of
 *     server/store/zip.ts (size, compression ratio);
 *   - verification (`emailVerificationTime`, a vote's `verified`) is dropped unless asked
 *     to keep it, so a forged "verified" user cannot move the verified national count;
 *   - ids are kept, re-encoded with this store's number for the table when it differs
 *     (the 16 random bytes stay, so ids from different workshops never clash); an id
 *     already present stops the import (the same ZIP twice);
 *   - the catalogue (narratives and policies, by `catalogueKey`) is the directory's own
 *     when it has one: references to the ZIP's copies are rewritten to it;
 *   - derived tables are not imported but recomputed: the tally shards are keyed by scope
 *     and shard, so two workshops' shards of "national" would be two rows for one key;
 *     after the documents are in, every tally shard is rebuilt from the active votes
 *     (`countVote`, the model's own rule), so tallies equal a recount by construction;
 *   - an account whose sign-in (provider and account id) the directory already has stops
 *     the import, since two accounts for one sign-in would break it.
 */
import { createHmac, randomBytes } from "node:crypto";
import { jsonToConvex, type Value } from "convex/values";
import type { SqliteEngine } from "../server/engine/sqlite/engine";
import {
  decodeId,
  encodeId,
  FIRST_USER_TABLE_NUMBER,
  parseLegacyId,
} from "../server/engine/sqlite/ids";
import type { CommittedWrite } from "../server/engine/types";
import { writePolicyCosts } from "../convex/model/catalogue";
import { applyRoomSourceChanges, type RoomSourceChange } from "../convex/model/roomSources";
import {
  applyTallyDeltaToSummaries,
  countVote,
  emptyTallyDelta,
  type TalliedVote,
  type TallyDelta,
} from "../convex/model/tallies";
import { mismatch, type ValidatorJson } from "../server/engine/sqlite/validate";
import { DEFAULT_ZIP_LIMITS, readZip, ZipWriter, type ZipLimits } from "../server/store/zip";

export const SNAPSHOT_README = `# Welcome to your Convex snapshot export!

This ZIP file contains a snapshot of the tables in your Convex deployment.

Documents for each table are listed as lines of JSON in
<table_name>/documents.jsonl files.

For details on the format and how to use this snapshot with npx convex import,
check out [the docs](https://docs.convex.dev/database/import-export/export).
`;

/** Tables computed from others: recomputed on import, never copied. */
export const DERIVED_TABLES = [
  "tallyShards",
  "tallyDeltas",
  "communityTallies",
  "narrativeTallies",
  "policyTallies",
  "aiCommunityManifestos",
  // Recomputed by the equal-shares cron when no result matches the tallies (docs/equal-shares.md).
  "equalSharesResults",
  // The votes' copy of the policies' costs: rebuilt from the directory's own policies.
  "policyCosts",
];
/**
 * Keys and what guards them (docs/privacy.md "Workshop exports"): sessions and refresh
 * tokens (a refresh token is two row ids: with them anyone signs in as the person), the
 * sign-in verifiers and codes, the sign-in and creation throttles, guest-upgrade tickets.
 * Never exported; a ZIP holding documents of one is refused on import.
 */
export const KEY_TABLES = [
  "authSessions",
  "authRefreshTokens",
  "authVerifiers",
  "authVerificationCodes",
  "authRateLimits",
  "emailVerificationCodes",
  "signInThrottles",
  "creationThrottles",
  "guestUpgrades",
];
/**
 * This deployment's own running state: the retention job's cursor, the national fold's
 * round, the AI rate windows and circuit, and guests' client addresses per room. Not
 * exported; skipped on import (a ZIP of an older version may hold them).
 */
export const LOCAL_TABLES = [
  "privacyRetention",
  "tallyFoldRequests",
  "aiRateLimits",
  "aiCircuit",
  "roomGuestSources",
];
/** Catalogue tables matched by `catalogueKey` on import. */
const KEYED_CATALOGUE = ["narratives", "policies"];
/** Loaded with the catalogue: taken from the ZIP only into a directory without one. */
const CATALOGUE_TABLES = [...KEYED_CATALOGUE, "narrativePolicies", "catalogueMeta"];
/** Tally scopes written per transaction while rebuilding. */
const TALLY_BATCH = 500;
/** Problems listed before "… and N more". */
const PROBLEMS_SHOWN = 20;

/** Fields that say an address was verified: kept on import only when asked. */
const VERIFICATION_FIELDS: Record<string, string[]> = {
  users: ["emailVerificationTime", "phoneVerificationTime"],
  authAccounts: ["emailVerified", "phoneVerified"],
  userVotes: ["verified"],
};

export interface ExportOptions {
  /**
   * Write password hashes (`authAccounts.secret`), so that people keep their password on
   * the deployment the ZIP is imported into. Off by default: they sign in there with an
   * emailed code or reset their password.
   */
  withPasswordHashes?: boolean;
}

export interface ExportSummary {
  tables: number;
  documents: number;
  /** Documents that had a counter id and got a new one. */
  reIded: number;
  bytes: number;
  /** Password hashes written (0 unless `withPasswordHashes`). */
  passwordHashes: number;
}

/** Rewrites every string (values and object keys) found in `ids`. */
function remapIds(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remapIds(item, ids));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [ids.get(key) ?? key, remapIds(item, ids)]),
    );
  }
  return value;
}

/** Convex JSON's typed values ({"$integer": …}, {"$bytes": …}, {"$float": …}). */
const TYPED_VALUE = /\{"\$(integer|bytes|float)"/;

/** Writes every user table of `engine`'s store to `file` as a Convex snapshot ZIP. */
export function exportSnapshot(
  engine: SqliteEngine,
  file: string,
  options: ExportOptions = {},
): ExportSummary {
  engine.store.flush();
  const db = engine.store.db;
  const tables = db
    .prepare<[], { tbl: string }>("SELECT DISTINCT tbl FROM documents ORDER BY tbl")
    .all()
    .map((row) => row.tbl)
    .filter(
      (table) =>
        !table.startsWith("_") && !KEY_TABLES.includes(table) && !LOCAL_TABLES.includes(table),
    );
  // Counter ids get new ids; every reference to them is rewritten.
  const newIds = new Map<string, string>();
  for (const row of db
    .prepare<[], { tbl: string; id: string }>("SELECT tbl, id FROM documents")
    .iterate()) {
    if (tables.includes(row.tbl) && parseLegacyId(row.id) !== null) {
      newIds.set(row.id, engine.ids.newId(row.tbl));
    }
  }
  const zip = new ZipWriter(file);
  zip.add("README.md", SNAPSHOT_README);
  const tableLines = tables.map((name) => JSON.stringify({ name, id: engine.ids.numberOf(name) }));
  zip.add("_tables/documents.jsonl", tableLines.map((line) => `${line}\n`).join(""));
  // One table at a time: memory holds the largest table's text, not the directory's.
  const select = db.prepare<[string], { id: string; json: string }>(
    "SELECT id, json FROM documents WHERE tbl = ?",
  );
  let documents = 0;
  let passwordHashes = 0;
  // One key per export: a network keeps one pseudonym within the ZIP, never its address.
  const exportKey = randomBytes(32);
  for (const table of tables) {
    const lines: string[] = [];
    for (const row of select.iterate(table)) {
      const typed = TYPED_VALUE.exec(row.json);
      if (typed) {
        throw new Error(
          `Document ${row.id} of ${table} holds a ${typed[1]} value, which this export ` +
            "does not write (no generated_schema.jsonl): use npx convex export on a deployment.",
        );
      }
      let json = row.json;
      if (table === "userVotes") json = pseudonymiseRoomSource(json, exportKey);
      if (table === "authAccounts") {
        const account = JSON.parse(json) as Json;
        if (account.secret !== undefined) {
          if (options.withPasswordHashes) passwordHashes++;
          else {
            delete account.secret;
            json = JSON.stringify(account);
          }
        }
      }
      lines.push(newIds.size === 0 ? json : JSON.stringify(remapIds(JSON.parse(json), newIds)));
      lines.push("\n");
    }
    documents += lines.length / 2;
    zip.add(`${table}/documents.jsonl`, lines.join(""));
  }
  const bytes = zip.close();
  return { tables: tables.length, documents, reIded: newIds.size, bytes, passwordHashes };
}

type Json = Record<string, unknown>;

/**
 * A room vote's `roomSource` names its network (an IPv4 /24 or IPv6 /48: the room's
 * threshold, docs/rooms.md "Threshold by network"); a ZIP carries a keyed pseudonym of it
 * instead, the same for every vote of one network within the export, so the imported room's
 * threshold counts the same networks and no address leaves the deployment
 * (docs/privacy.md "Workshop exports"). "guests" and "vote:<id>" name no address and stay.
 */
export function pseudonymiseRoomSource(json: string, exportKey: Buffer): string {
  const vote = JSON.parse(json) as Json;
  const source = vote.roomSource;
  if (typeof source !== "string" || source === "guests" || source.startsWith("vote:")) {
    return json;
  }
  if (source.startsWith("net:")) return json;
  const digest = createHmac("sha256", exportKey).update(source).digest("hex").slice(0, 32);
  vote.roomSource = `net:${digest}`;
  return JSON.stringify(vote);
}

/** The schema in the JSON form Convex deploys (`defineSchema(...).export()`). */
export interface SchemaJson {
  tables: { tableName: string; documentType: ValidatorJson }[];
}

/** The JSON form of a `defineSchema(...)` object (its `export()`, internal to convex's types). */
export function schemaJsonOf(schema: unknown): SchemaJson {
  return JSON.parse((schema as { export(): string }).export()) as SchemaJson;
}

/** The lines of a JSONL entry, parsed; a line that is not a JSON object is a problem. */
function jsonLines(data: Buffer, name: string, problems: string[]): Json[] {
  const lines: Json[] = [];
  data
    .toString("utf8")
    .split("\n")
    .forEach((line, at) => {
      if (line.trim() === "") return;
      try {
        const value: unknown = JSON.parse(line);
        if (value !== null && typeof value === "object" && !Array.isArray(value)) {
          lines.push(value as Json);
          return;
        }
      } catch {
        // reported below
      }
      problems.push(`${name} line ${at + 1} is not a JSON object`);
    });
  return lines;
}

/** A snapshot ZIP read and checked: its documents per table, its table numbers, its problems. */
export interface CheckedSnapshot {
  tables: Map<string, Json[]>;
  /** Table name → the number its ids encode (from `_tables`, else the first document). */
  numbers: Map<string, number>;
  /** Every rule broken, in the words of a refusal ([]: none). */
  problems: string[];
}

/**
 * The rules `npx convex import` applies to a snapshot ZIP (read from Convex's backend,
 * crates/application/src/snapshot_import and crates/database/src/bootstrap_model/
 * import_facing.rs), checked without a deployment:
 *   - `_tables/documents.jsonl` names each table once and gives each its own number; a
 *     user table's number is in Convex's user range (from 10,001: the numbers below are
 *     system tables', `_scheduled_functions` and `_tables` among them, on the deployment);
 *   - every `_id` decodes (Crockford base32, the Fletcher-16 checksum) and encodes its
 *     table's number; `_creationTime` is a number;
 *   - every document matches its table's validator in the schema, an id field resolving
 *     through the ZIP's own table numbers, as the deployment will have them after the
 *     import. An id of a system table can never resolve there (the ZIP does not carry
 *     them), which is why no stored scheduled-function id may be exported.
 * Documents of system tables other than `_tables` (and an empty `_storage`) break the
 * rules too, as do components and tables the schema does not define.
 */
export function checkConvexImportRules(
  entries: Map<string, Buffer>,
  schema: SchemaJson,
): CheckedSnapshot {
  const problems: string[] = [];
  const types = new Map(schema.tables.map((table) => [table.tableName, table.documentType]));
  const numbers = new Map<string, number>();
  const namesByNumber = new Map<number, string>();
  const tablesFile = entries.get("_tables/documents.jsonl");
  for (const line of tablesFile ? jsonLines(tablesFile, "_tables", problems) : []) {
    const name = String(line.name);
    const number = Number(line.id);
    if (numbers.has(name)) problems.push(`_tables names ${name} twice`);
    const other = namesByNumber.get(number);
    if (other !== undefined) problems.push(`_tables gives ${other} and ${name} number ${number}`);
    if (!Number.isInteger(number) || number < FIRST_USER_TABLE_NUMBER) {
      problems.push(`_tables gives ${name} number ${String(line.id)}, not a user table's`);
    }
    numbers.set(name, number);
    namesByNumber.set(number, name);
  }
  const tables = new Map<string, Json[]>();
  for (const [name, data] of entries) {
    if (name.startsWith("_components/")) {
      problems.push(`${name}: a component's tables; this app has none`);
      continue;
    }
    const match = /^([^/]+)\/(documents|generated_schema)\.jsonl$/.exec(name);
    if (!match) continue; // README.md, stored files' contents
    const table = match[1];
    if (match[2] === "generated_schema") {
      // Type hints only (the first line a JSON string of the table's shape): overrides,
      // the lines after it, mean int64 or bytes values.
      if (
        data
          .toString("utf8")
          .split("\n")
          .filter((line) => line.trim() !== "").length > 1
      ) {
        problems.push(`${name} has int64 or bytes values, which the schema does not use`);
      }
      continue;
    }
    if (table === "_tables") continue;
    const docs = jsonLines(data, name, problems);
    if (table.startsWith("_")) {
      if (docs.length > 0) problems.push(`${name}: documents of the system table ${table}`);
      continue;
    }
    if (!types.has(table)) {
      problems.push(`a table "${table}" that the schema does not define`);
      continue;
    }
    if (!numbers.has(table) && docs.length > 0) {
      // As Convex: a table missing from _tables takes the number of its first document's id.
      const first = decodeId(String(docs[0]._id));
      if (first !== null) {
        numbers.set(table, first.tableNumber);
        if (!namesByNumber.has(first.tableNumber)) namesByNumber.set(first.tableNumber, table);
      }
    }
    tables.set(table, docs);
  }
  const resolver = {
    tableOf(id: string) {
      const decoded = decodeId(id);
      return decoded === null ? null : (namesByNumber.get(decoded.tableNumber) ?? null);
    },
  };
  for (const [table, docs] of tables) {
    const type = types.get(table)!;
    for (const doc of docs) {
      const { _id, _creationTime, ...fields } = doc;
      const id = String(_id);
      const decoded = typeof _id === "string" ? decodeId(_id) : null;
      if (decoded === null) {
        problems.push(`${table}: "${id}" is not a valid id (format or checksum)`);
        continue;
      }
      if (decoded.tableNumber !== numbers.get(table)) {
        problems.push(
          `${table}: ${id} has an id of table number ${decoded.tableNumber}, ` +
            `not ${table}'s ${numbers.get(table)}`,
        );
      }
      if (typeof _creationTime !== "number" || !Number.isFinite(_creationTime)) {
        problems.push(`${table}: ${id} has no valid _creationTime`);
      }
      let value: Value;
      try {
        value = jsonToConvex(fields as never);
      } catch (error) {
        problems.push(`${table}: ${id} is not a Convex value (${String(error)})`);
        continue;
      }
      const problem = mismatch(type, value, resolver);
      if (problem !== null) problems.push(`${table}: ${id} does not match the schema: ${problem}`);
    }
  }
  return { tables, numbers, problems };
}

/** The problems as one message: the first PROBLEMS_SHOWN, then how many more. */
function problemMessage(file: string, problems: string[]): string {
  const shown = problems.slice(0, PROBLEMS_SHOWN).map((line) => `  ${line}`);
  if (problems.length > PROBLEMS_SHOWN) {
    shown.push(`  … and ${problems.length - PROBLEMS_SHOWN} more`);
  }
  return `${file} was refused; nothing was imported:\n${shown.join("\n")}`;
}

/**
 * The documents of a snapshot ZIP per table: checked against Convex's import rules and
 * this app's own (no key tables), or refused with every problem found. The ZIP is checked
 * against `limits` before anything is inflated.
 */
export function readSnapshot(
  file: string,
  schema: SchemaJson,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Map<string, Json[]> {
  const entries = readZip(file, limits);
  // Another deployment's running state is skipped whatever it holds (an older version's
  // export carries the retention job's scheduled-function id, which no rule lets through).
  for (const table of LOCAL_TABLES) entries.delete(`${table}/documents.jsonl`);
  const checked = checkConvexImportRules(entries, schema);
  const problems = [...checked.problems];
  for (const table of KEY_TABLES) {
    const count = checked.tables.get(table)?.length ?? 0;
    if (count > 0) {
      problems.push(
        `${count} documents of ${table}, which hold sign-in keys or throttles and never ` +
          "travel in a ZIP (docs/privacy.md)",
      );
    }
  }
  if (problems.length > 0) throw new Error(problemMessage(file, problems));
  for (const table of [...KEY_TABLES, ...LOCAL_TABLES]) checked.tables.delete(table);
  return checked.tables;
}

/** Every document of the store by table (id → JSON). */
function storedByTable(engine: SqliteEngine, tables: string[]): Map<string, Map<string, Json>> {
  engine.store.flush();
  const result = new Map(tables.map((table) => [table, new Map<string, Json>()]));
  const select = engine.store.db.prepare<[string], { id: string; json: string }>(
    "SELECT id, json FROM documents WHERE tbl = ?",
  );
  for (const table of tables) {
    for (const row of select.iterate(table)) result.get(table)!.set(row.id, JSON.parse(row.json));
  }
  return result;
}

export interface ImportOptions {
  /** Check and summarise only: nothing is written. */
  dryRun?: boolean;
  /** Keep the ZIP's password hashes (`authAccounts.secret`); otherwise dropped. */
  withPasswordHashes?: boolean;
  /**
   * Keep the ZIP's verification (`emailVerificationTime`, a vote's `verified`): only for a
   * ZIP from a deployment you run. Otherwise dropped: those people verify again here.
   */
  keepVerification?: boolean;
  limits?: ZipLimits;
}

/** What the ZIP brings (the dry run prints it; a real import writes it). */
export interface ImportPreview {
  /** Accounts (not guests). */
  accounts: number;
  guests: number;
  /** Accounts arriving verified (0 unless `keepVerification`). */
  verifiedAccounts: number;
  /** Accounts the ZIP calls verified whose verification was dropped. */
  verificationDropped: number;
  /** Password hashes dropped (none kept unless `withPasswordHashes`). */
  passwordHashesDropped: number;
  /** Active votes per room ("<code> <name>"), and "(no room)". */
  activeVotesByRoom: Record<string, number>;
}

export interface ImportSummary {
  /** Documents written (or, in a dry run, that would be), per table. */
  imported: Record<string, number>;
  /** Catalogue documents of the ZIP matched to the directory's own. */
  catalogueMatched: number;
  /** Active votes the tallies were rebuilt from (0 in a dry run). */
  activeVotes: number;
  preview: ImportPreview;
}

/** Drops what the options do not keep; counts it in `preview`. */
function dropUnwanted(
  snapshot: Map<string, Json[]>,
  options: ImportOptions,
  preview: ImportPreview,
) {
  if (!options.withPasswordHashes) {
    for (const account of snapshot.get("authAccounts") ?? []) {
      if (account.secret === undefined) continue;
      delete account.secret;
      preview.passwordHashesDropped++;
    }
  }
  if (options.keepVerification) return;
  for (const [table, fields] of Object.entries(VERIFICATION_FIELDS)) {
    for (const doc of snapshot.get(table) ?? []) {
      const had = fields.some((field) => doc[field] !== undefined);
      for (const field of fields) delete doc[field];
      if (had && table === "users" && doc.isAnonymous !== true) preview.verificationDropped++;
    }
  }
}

function previewOf(snapshot: Map<string, Json[]>, preview: ImportPreview): ImportPreview {
  const roomNames = new Map(
    (snapshot.get("rooms") ?? []).map((room) => [
      String(room._id),
      `${String(room.code)} ${String(room.name)}`,
    ]),
  );
  for (const user of snapshot.get("users") ?? []) {
    if (user.isAnonymous === true) preview.guests++;
    else {
      preview.accounts++;
      if (user.emailVerificationTime !== undefined) preview.verifiedAccounts++;
    }
  }
  for (const vote of snapshot.get("userVotes") ?? []) {
    if (vote.isActive !== true) continue;
    const room =
      vote.roomId === undefined
        ? "(no room)"
        : (roomNames.get(String(vote.roomId)) ?? "(a room not in the ZIP)");
    preview.activeVotesByRoom[room] = (preview.activeVotesByRoom[room] ?? 0) + 1;
  }
  return preview;
}

/**
 * Loads a snapshot ZIP into `engine`'s store (see the file's comment), then rebuilds
 * tallies and sends the retention job back over every closed room. Every check runs before
 * the first write; a dry run stops there.
 */
export async function importSnapshot(
  engine: SqliteEngine,
  file: string,
  schema: SchemaJson,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const snapshot = readSnapshot(file, schema, options.limits);
  const preview: ImportPreview = {
    accounts: 0,
    guests: 0,
    verifiedAccounts: 0,
    verificationDropped: 0,
    passwordHashesDropped: 0,
    activeVotesByRoom: {},
  };
  dropUnwanted(snapshot, options, preview);
  previewOf(snapshot, preview);
  const stored = storedByTable(engine, [...KEYED_CATALOGUE, "authAccounts"]);
  const hasCatalogue = stored.get("narratives")!.size > 0;
  const ids = new Map<string, string>();
  const skip = new Set<string>();
  let catalogueMatched = 0;

  // The directory's catalogue stands; the ZIP's narratives and policies map onto it.
  if (hasCatalogue) {
    for (const table of KEYED_CATALOGUE) {
      const byKey = new Map(
        [...stored.get(table)!].map(([id, doc]) => [String(doc.catalogueKey), id]),
      );
      for (const doc of snapshot.get(table) ?? []) {
        const existing = byKey.get(String(doc.catalogueKey));
        if (existing === undefined) continue; // not in this catalogue: imported as it is
        ids.set(String(doc._id), existing);
        skip.add(String(doc._id));
        catalogueMatched++;
      }
    }
  }
  const signIns = new Set(
    [...stored.get("authAccounts")!.values()].map((a) => `${a.provider}\n${a.providerAccountId}`),
  );
  for (const account of snapshot.get("authAccounts") ?? []) {
    const key = `${account.provider}\n${account.providerAccountId}`;
    if (signIns.has(key)) {
      throw new Error(
        `The account ${String(account.providerAccountId)} (${String(account.provider)}) is ` +
          "already in this data directory; importing it twice would break its sign-in. " +
          "Nothing was imported.",
      );
    }
    signIns.add(key);
  }

  // Ids re-encoded with this store's table numbers (the random bytes stay).
  for (const [table, docs] of snapshot) {
    const number = engine.ids.numberOf(table);
    for (const doc of docs) {
      const id = String(doc._id);
      if (skip.has(id)) continue;
      const decoded = decodeId(id)!;
      const target = decoded.tableNumber === number ? id : encodeId(number, decoded.random);
      if (target !== id) ids.set(id, target);
      if (engine.store.getJson(target) !== null) {
        throw new Error(
          `Document ${id} of ${table} is already in this data directory (was this ZIP ` +
            "imported before?). Nothing was imported.",
        );
      }
    }
  }

  const writes: CommittedWrite[] = [];
  const imported: Record<string, number> = {};
  for (const [table, docs] of snapshot) {
    if (DERIVED_TABLES.includes(table)) continue;
    if (hasCatalogue && CATALOGUE_TABLES.includes(table) && !KEYED_CATALOGUE.includes(table)) {
      continue;
    }
    for (const doc of docs) {
      if (skip.has(String(doc._id))) continue;
      const copy = (ids.size === 0 ? doc : remapIds(doc, ids)) as Json;
      writes.push([String(copy._id), copy]);
      imported[table] = (imported[table] ?? 0) + 1;
    }
  }
  if (options.dryRun) return { imported, catalogueMatched, activeVotes: 0, preview };
  engine.importState({ documents: writes, lastCommitTs: engine.lastCommitTs() });
  const activeVotes = await rebuildTallies(engine);
  await rebuildPolicyCosts(engine);
  await resetRetentionCursor(engine);
  return { imported, catalogueMatched, activeVotes, preview };
}

/** The votes' copy of the policies' costs, from the policies now in the directory. */
async function rebuildPolicyCosts(engine: SqliteEngine): Promise<void> {
  await engine.runTransaction(async (ctx) => await writePolicyCosts(ctx as never));
  engine.store.flush();
}

/**
 * The retention job walks closed rooms in the order they closed and keeps its place
 * (convex/model/retention.ts): rooms imported now may have closed long before that place,
 * so it starts again from the first closed room (each room's guests go once; rooms
 * without guests cost one read each).
 */
async function resetRetentionCursor(engine: SqliteEngine): Promise<void> {
  await engine.runTransaction(async (ctx) => {
    const state = await ctx.db.query("privacyRetention").first();
    if (state === null) return null;
    const { _id, _creationTime, roomsCreatedThrough, ...rest } = state;
    void _creationTime;
    void roomsCreatedThrough;
    await ctx.db.replace(_id as never, { ...rest, roomsClosedThrough: 0 } as never);
    return null;
  });
  engine.store.flush();
}

/**
 * Every tally shard recomputed from the active votes (the derived tables emptied only
 * once every vote is counted, so a vote that cannot be counted leaves the tallies as they
 * were). Returns how many active votes were counted.
 */
export async function rebuildTallies(engine: SqliteEngine): Promise<number> {
  engine.store.flush();
  const delta = emptyTallyDelta();
  let activeVotes = 0;
  for (const row of engine.store.db
    .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'userVotes'")
    .iterate()) {
    const vote = jsonToConvex(JSON.parse(row.json)) as unknown as TalliedVote & {
      isActive: boolean;
    };
    if (vote.isActive !== true) continue;
    countVote(delta, vote, 1);
    activeVotes++;
  }
  engine.store.purgeTables(DERIVED_TABLES, {});
  const entries = [...delta];
  for (let start = 0; start < entries.length; start += TALLY_BATCH) {
    const part: TallyDelta = new Map(entries.slice(start, start + TALLY_BATCH));
    await engine.runTransaction(async (ctx) => {
      await applyTallyDeltaToSummaries(ctx as never, part);
      return null;
    });
  }
  await rebuildRoomSources(engine, delta.sources ?? new Map());
  engine.store.flush();
  return activeVotes;
}

/**
 * The rooms' per-network vote counts (`roomGuestSources.votes`/`accountVotes`, the rooms'
 * threshold: docs/rooms.md "Threshold by network") recounted from the votes' `roomSource`
 * like the tallies: a ZIP never carries the table (LOCAL_TABLES), so without this an
 * imported room would stay withheld, and a merge would count its votes twice.
 */
async function rebuildRoomSources(
  engine: SqliteEngine,
  sources: Map<string, RoomSourceChange>,
): Promise<void> {
  const ids = engine.store.db
    .prepare<[], { id: string }>("SELECT id FROM documents WHERE tbl = 'roomGuestSources'")
    .all()
    .map((row) => row.id);
  for (let start = 0; start < ids.length; start += TALLY_BATCH) {
    const part = ids.slice(start, start + TALLY_BATCH);
    await engine.runTransaction(async (ctx) => {
      for (const id of part) {
        const row = (await ctx.db.get(id as never)) as { guests?: number } | null;
        if (row === null) continue;
        if ((row.guests ?? 0) === 0) await ctx.db.delete(id as never);
        else await ctx.db.patch(id as never, { votes: 0, accountVotes: 0 } as never);
      }
      return null;
    });
  }
  const changes = [...sources.values()];
  for (let start = 0; start < changes.length; start += TALLY_BATCH) {
    const part = new Map(
      changes
        .slice(start, start + TALLY_BATCH)
        .map((change) => [`${start}:${change.source}:${change.roomId}`, change]),
    );
    await engine.runTransaction(async (ctx) => {
      await applyRoomSourceChanges(ctx as never, part);
      return null;
    });
  }
}

interface ScopeFigures {
  totalVotes: number;
  guestVotes: number;
  quadrants: Record<string, number>;
  narratives: Record<string, number>;
  policies: Record<string, number>;
}

function emptyFigures(): ScopeFigures {
  return { totalVotes: 0, guestVotes: 0, quadrants: {}, narratives: {}, policies: {} };
}

function addCounts(into: Record<string, number>, from: Iterable<[string, number]>) {
  for (const [key, count] of from) into[key] = (into[key] ?? 0) + count;
}

/** Zero counts left out, keys sorted: two figures compare as JSON. */
function canonical(figures: ScopeFigures): string {
  const tidy = (counts: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(counts)
        .filter(([, count]) => count !== 0)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return JSON.stringify({
    ...figures,
    quadrants: tidy(figures.quadrants),
    narratives: tidy(figures.narratives),
    policies: tidy(figures.policies),
  });
}

/**
 * Tallies = recount, for every scope: the stored tally shards summed per scope against a
 * recount of the active votes with the model's own `countVote` (counts only: totals, guest
 * votes, quadrants, narratives, policies). Returns the scopes that differ ([]: none) and
 * how many scopes were checked. Reads SQLite directly, so any number of votes.
 */
export function checkTallies(engine: SqliteEngine): { scopes: number; differences: string[] } {
  engine.store.flush();
  const recount = new Map<string, ScopeFigures>();
  const delta = emptyTallyDelta();
  for (const row of engine.store.db
    .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'userVotes'")
    .iterate()) {
    const vote = jsonToConvex(JSON.parse(row.json)) as unknown as TalliedVote & {
      isActive: boolean;
    };
    if (vote.isActive === true) countVote(delta, vote, 1);
  }
  for (const [scope, change] of delta) {
    const figures = recount.get(scope) ?? emptyFigures();
    figures.totalVotes += change.totalVotes;
    figures.guestVotes += change.guestVotes;
    addCounts(figures.quadrants, Object.entries(change.quadrantCounts));
    addCounts(figures.narratives, change.narratives);
    addCounts(figures.policies, change.policies);
    recount.set(scope, figures);
  }
  const stored = new Map<string, ScopeFigures>();
  // A scope's figures: its shard documents (the summary) plus its unfolded deltas.
  for (const row of engine.store.db
    .prepare<[], { json: string }>(
      "SELECT json FROM documents WHERE tbl IN ('tallyShards', 'tallyDeltas')",
    )
    .iterate()) {
    const shard = JSON.parse(row.json) as Json & {
      scope: string;
      totalVotes: number;
      guestVotes?: number;
      quadrantCounts: Record<string, number>;
      narratives: Record<string, number>;
      policies: Record<string, number>;
    };
    const figures = stored.get(shard.scope) ?? emptyFigures();
    figures.totalVotes += shard.totalVotes;
    figures.guestVotes += shard.guestVotes ?? 0;
    addCounts(figures.quadrants, Object.entries(shard.quadrantCounts));
    addCounts(figures.narratives, Object.entries(shard.narratives));
    addCounts(figures.policies, Object.entries(shard.policies));
    stored.set(shard.scope, figures);
  }
  const scopes = new Set([...recount.keys(), ...stored.keys()]);
  const differences: string[] = [];
  for (const scope of scopes) {
    const a = canonical(stored.get(scope) ?? emptyFigures());
    const b = canonical(recount.get(scope) ?? emptyFigures());
    if (a !== b) differences.push(`${scope}: stored ${a}, recount ${b}`);
  }
  return { scopes: scopes.size, differences };
}
