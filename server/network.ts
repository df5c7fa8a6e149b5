/**
 * Serving a workshop room (docs/rooms.md "Run a workshop"): reading `.env`, the addresses
 * participants can reach on the local network, and the public URL the app puts in join
 * links and QR codes, served to the app at `GET /api/app-config`.
 */
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { networkInterfaces, type NetworkInterfaceInfo } from "node:os";
import { parseEnv } from "node:util";

/**
 * Loads `<root>/.env` into `process.env`. A variable already set in the environment wins
 * over the file, and an empty value in the file (`OPENAI_API_KEY=`) counts as unset.
 * Returns the names it set.
 */
export function loadDotEnv(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const path = `${root}/.env`;
  if (!existsSync(path)) return [];
  const parsed = parseEnv(readFileSync(path, "utf8")) as Record<string, string>;
  const set: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (value === "" || env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}

/** Hosts that listen on every interface. */
const ALL_INTERFACES = new Set(["0.0.0.0", "::", "[::]"]);

export function listensOnAllInterfaces(host: string): boolean {
  return ALL_INTERFACES.has(host);
}

/** A loopback host name or address (a socket's remote address included: `::ffff:127.0.0.1`). */
export function isLoopbackHost(host: string): boolean {
  return (
    host === "localhost" ||
    host === "::1" ||
    host.startsWith("127.") ||
    host.startsWith("::ffff:127.")
  );
}

/** Interfaces of virtual machines, containers and VPNs: listed last, never preferred. */
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vmnet|vboxnet|utun|tun|tap|zt|tailscale|wg)/;

/**
 * The machine's IPv4 addresses other devices can reach, the physical interfaces (Wi-Fi,
 * Ethernet) first. Empty when the machine has no network.
 */
export function lanAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const found: { address: string; virtual: boolean }[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== "IPv4" || info.internal) continue;
      // 169.254.x.x is a link-local address a phone on the venue's Wi-Fi cannot use.
      if (info.address.startsWith("169.254.")) continue;
      found.push({ address: info.address, virtual: VIRTUAL_INTERFACE.test(name) });
    }
  }
  return found.sort((a, b) => Number(a.virtual) - Number(b.virtual)).map((a) => a.address);
}

/** The URLs participants can use: one per LAN address when listening on all interfaces. */
export function participantUrls(host: string, port: number, addresses = lanAddresses()): string[] {
  if (listensOnAllInterfaces(host)) return addresses.map((address) => `http://${address}:${port}`);
  if (isLoopbackHost(host)) return [];
  return [`http://${host}:${port}`];
}

/**
 * The origin join links and QR codes use: `PUBLIC_URL` when set (trailing slash dropped),
 * otherwise the first address participants can reach, or null when the server listens on
 * loopback only (then the page's own origin is right: nobody else can reach it anyway).
 */
export function resolvePublicUrl(options: {
  publicUrl?: string;
  host: string;
  port: number;
  addresses?: string[];
}): string | null {
  const configured = options.publicUrl?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return participantUrls(options.host, options.port, options.addresses)[0] ?? null;
}

/** What the app reads at start: `{ publicUrl }` (null: use the page's origin). */
export interface AppConfig {
  publicUrl: string | null;
}

export const APP_CONFIG_PATH = "/api/app-config";

/** Answers `GET /api/app-config`; returns false for any other request. */
export function serveAppConfig(
  req: IncomingMessage,
  res: ServerResponse,
  config: AppConfig,
): boolean {
  if ((req.url ?? "").split("?")[0] !== APP_CONFIG_PATH || req.method !== "GET") return false;
  res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(config));
  return true;
}
