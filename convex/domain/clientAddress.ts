/**
 * Client addresses as budget keys (docs/security.md "Sign-in and budgets"). The backend
 * reports the caller's address (`ctx.meta.getRequestMetadata().ip`); this turns it into
 * the key budgets are counted under.
 */

/** Stands in for the address when the backend does not report one. */
export const UNKNOWN_ADDRESS = "unknown";

/** Longest address kept in a key (characters); an IPv6 address is at most 45. */
export const MAX_ADDRESS_LENGTH = 64;

/**
 * The key for an address: IPv4 as is; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as the IPv4
 * address; other IPv6 addresses by their /64 prefix, because one subscriber is usually
 * given a whole /64 and could otherwise rotate through 2^64 addresses. Anything else
 * non-empty is kept as reported (cut to MAX_ADDRESS_LENGTH). Null or empty stays null:
 * the caller then keys by "unknown".
 */
export function addressKey(ip: string | null | undefined): string | null {
  if (typeof ip !== "string") return null;
  let address = ip.trim().toLowerCase();
  if (address === "") return null;
  // "[::1]:1234" or "1.2.3.4:1234" as some proxies report it: drop the port.
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  address = address.replace(/%.*$/, ""); // zone id ("fe80::1%eth0")
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) return mapped[1];
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  const groups = address.includes(":") ? expandIpv6(address) : null;
  if (groups === null) return address.slice(0, MAX_ADDRESS_LENGTH);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or null. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [
    ...head,
    ...new Array<string>(halves.length === 2 ? missing : 0).fill("0"),
    ...tail,
  ];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
