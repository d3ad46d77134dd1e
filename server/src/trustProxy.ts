/**
 * TRUST_PROXY: which forwarded headers to believe. The client's address is the right-most
 * address of X-Forwarded-For that is not a trusted proxy (each proxy appends the address it
 * saw, so only the entries the trusted proxies wrote are true; anything left of them is
 * whatever the client sent). Per-address login limits and the audit log read that address,
 * and X-Forwarded-Proto (the Secure cookie, HSTS) is believed only from a trusted peer.
 *
 * - unset, `false`, `0`: no proxy; forwarded headers are ignored.
 * - `true`, or a whole number N: that many proxy hops (`true` is one). The peer and the N−1
 *   right-most X-Forwarded-For entries are proxies; the entry left of them is the client.
 *   Right only when the app cannot be reached except through those proxies.
 * - a comma-separated list of IP addresses and CIDR ranges (and the names `loopback`,
 *   `linklocal`, `uniquelocal`): exactly those addresses are proxies, wherever they appear.
 */
import net from 'node:net';

export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Fastify's `trustProxy`: a function for hops (Fastify 5 refuses bare hop counts). */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(0|false|no)$/i.test(text)) return false;
  // One TLS-terminating proxy is what `true` means in every deployment we describe; more
  // hops must be counted, never assumed (trusting every hop believed the client's own words).
  if (/^(true|yes)$/i.test(text)) return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) {
      throw new Error(`TRUST_PROXY must be at most ${MAX_HOPS} proxy hops, not ${text}.`);
    }
    return { hops };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, a number of proxy hops, or a comma-separated list of the ` +
        `proxies' IP addresses or CIDR ranges; not understood: ${wrong.map((w) => `"${w}"`).join(', ')}.`,
    );
  }
  return { addresses };
}

export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  const { hops } = setting;
  // proxy-addr asks about the peer as hop 0, then each X-Forwarded-For entry from the right.
  return (_address, hop) => hop < hops;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (address === undefined || rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
