import { isIP } from "node:net";

/**
 * Which proxies may tell the client's address in X-Forwarded-For (TRUST_PROXY): none (the
 * default: the address is the connection's), the nearest N hops, or the proxies at these
 * addresses and ranges.
 */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as Fastify takes it: a number of hops as the check of each hop's distance. */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** Names of ranges the proxy-address check knows (127.0.0.1/8 and ::1, 169.254/16 and fe80::/10, private ranges and fc00::/7). */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const TRUST_ALL_REFUSED =
  "TRUST_PROXY=true would take any client's word for its address: give the proxies' addresses or ranges (10.0.0.5, 10.0.0.0/8, loopback) or how many proxies stand in front (1)";

/**
 * TRUST_PROXY as written: empty or "false" for none, a whole number of hops, or a comma-separated
 * list of addresses, CIDR ranges and the names above. Anything else stops the start-up with the
 * reason, since a mistyped entry would otherwise trust nobody or everybody without a word.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? "").trim();
  if (value === "" || value.toLowerCase() === "false") return false;
  if (value.toLowerCase() === "true") throw new Error(TRUST_ALL_REFUSED);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : hops;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    if (!isTrustEntry(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range (10.0.0.0/8) or one of ${[...NAMED_RANGES].join(", ")}`);
  }
  return entries;
}

function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The key attempt limits count under for a client address: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4 form), an IPv6 address by its /64 network, since one
 * household or phone holds a whole /64 and could otherwise change address at every try.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const split = (part: string) => (part === "" ? [] : part.split(":").flatMap(expandIpv4));
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => "0");
  return [...front, ...zeros, ...back].map((group) => group.replace(/^0+(?=.)/, ""));
}

/** An IPv4 tail of an IPv6 address ("1.2.3.4") as its two groups. */
function expandIpv4(group: string): string[] {
  if (!group.includes(".")) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
