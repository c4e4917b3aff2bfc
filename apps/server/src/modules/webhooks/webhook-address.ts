import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a host name resolves to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** DNS as the webhooks see it: every address of a name (the system's resolver; tests give their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Never called, whatever the configuration: link-local (where cloud metadata services answer),
 * the metadata addresses that are not link-local, multicast and broadcast.
 */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local: 169.254.169.254 (AWS, GCP, Azure, OpenStack), 169.254.170.2 (ECS)
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addAddress('255.255.255.255', 'ipv4');
NEVER.addSubnet('ff00::', 8, 'ipv6');

/** Called only with WEBHOOK_ALLOW_PRIVATE: this machine and the private networks. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('0.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT: a provider's inside
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('64:ff9b::', 96, 'ipv6'); // NAT64: an IPv4 address behind an IPv6 one

/** Names of metadata services, refused before any lookup. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

/** `::ffff:127.0.0.1` and `::ffff:7f00:1` are IPv4 addresses: checked as such. */
function unmapped(address: string): ResolvedAddress {
  const lower = address.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/.exec(lower)?.[1];
  if (mapped && isIP(mapped) === 4) return { address: mapped, family: 4 };
  const hex = mapped && /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(mapped);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), family: 4 };
  }
  return { address, family: isIP(address) === 4 ? 4 : 6 };
}

/** What kind of address webhooks may not call this is, or null when they may. */
export function refusalOf(address: string, allowPrivate: boolean): string | null {
  const { address: plain, family } = unmapped(address);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(plain, type)) return 'a link-local or cloud metadata address, which webhooks never call';
  if (!allowPrivate && PRIVATE.check(plain, type)) return 'a loopback or private address; webhooks call public addresses only';
  return null;
}

export type Target = { ok: true; address: ResolvedAddress } | { ok: false; reason: string; unresolved?: boolean };

/**
 * Where a webhook's URL leads now: its host resolved (every address), refused when any address is
 * one webhooks may not call. The sender then connects to the address checked here, so a name that
 * changes its answer between the check and the call (DNS rebinding) cannot lead elsewhere.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean, resolve: Resolver): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'only http and https addresses are called' };
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (METADATA_HOSTS.has(host)) return { ok: false, reason: `${host} is a cloud metadata service, which webhooks never call` };
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return { ok: false, reason: `${host} could not be resolved${code ? ` (${code})` : ''}`, unresolved: true };
    }
    if (addresses.length === 0) return { ok: false, reason: `${host} has no address`, unresolved: true };
  }
  for (const a of addresses) {
    const refusal = refusalOf(a.address, allowPrivate);
    if (refusal)
      return { ok: false, reason: host === a.address ? `${host} is ${refusal}` : `${host} resolves to ${a.address}, ${refusal}` };
  }
  return { ok: true, address: addresses[0]! };
}
