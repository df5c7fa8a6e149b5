/**
 * The client's address behind a reverse proxy or tunnel (`TRUST_PROXY`, docs/security.md
 * "The client address"). Off by default: the address is the socket's peer. With a list of
 * proxy addresses, a request whose peer is one of them is credited to the rightmost address
 * in its `X-Forwarded-For` that is not a trusted proxy itself: each proxy appends the address
 * it received the request from, so the hops a client wrote at the left are never believed,
 * and a peer that is not a trusted proxy cannot claim any address at all.
 */
import { BlockList, isIP } from "node:net";
import type { IncomingMessage } from "node:http";

/** Which peers are trusted proxies; null: none (TRUST_PROXY unset). */
export type TrustedProxies = ((address: string) => boolean) | null;

/** `::ffff:1.2.3.4` → `1.2.3.4`; other addresses as they are. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/**
 * Parses `TRUST_PROXY`: comma-separated addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`)
 * and `loopback` (127.0.0.0/8 and ::1). Throws on an entry it cannot read, so that a typo
 * is reported at start rather than trusting nobody (or everybody) silently.
 */
export function parseTrustProxy(spec: string | undefined): TrustedProxies {
  const entries = (spec ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address, prefix] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      family === 0 ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 6 ? 128 : 32) ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or "loopback" (example: TRUST_PROXY=loopback,10.0.0.0/8)`,
      );
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return (address: string) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

/** One `X-Forwarded-For` hop as an address: `[v6]:port` and `v4:port` lose the port. */
function hopAddress(hop: string): string | null {
  let text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  return isIP(text) === 0 ? null : unmapped(text);
}

/**
 * The address a request came from: the peer, unless the peer is a trusted proxy, in which
 * case the rightmost `X-Forwarded-For` hop that is not a trusted proxy (the leftmost when
 * all are). A forwarded value that is not an address is not believed: the peer is kept.
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string | null {
  const peer = req.socket.remoteAddress ?? null;
  if (!trusted || peer === null || !trusted(peer)) return peer;
  const header = req.headers["x-forwarded-for"];
  if (header === undefined) return peer;
  const hops = (Array.isArray(header) ? header.join(",") : header).split(",");
  // Bound the work on a hostile header: a real chain has a handful of hops.
  for (let i = hops.length - 1, seen = 0; i >= 0 && seen < 32; i--, seen++) {
    const hop = hopAddress(hops[i]);
    if (hop === null) return peer;
    if (i === 0 || !trusted(hop)) return hop;
  }
  return peer;
}
