import { koreanDateTime } from '../../../src/domain/admin';

/**
 * Who a count of views or downloads counts once per period (a notice's views, a public file's
 * downloads): the signed-in member, otherwise the client's address as the server sees it (behind
 * a proxy, as TRUST_PROXY lets it read the forwarded address). Never what a client says of
 * itself, such as its User-Agent, which it can change on every request. An IPv6 address counts
 * by its /64 prefix: one household or server is usually handed a whole /64 to pick from.
 *
 * Only a keyed digest of this key is stored, never the address itself.
 */
export function countedVisitorOf(memberId: string | null, ip: string | null): string {
  if (memberId !== null) return `member:${memberId}`;
  return `address:${ip === null || ip === '' ? 'unknown' : addressKeyOf(ip)}`;
}

/** The period a visitor is counted once in: the Korean day (YYYY-MM-DD) of the instant. */
export function countingPeriodOf(instant: Date): string {
  return koreanDateTime(instant.toISOString()).slice(0, 10);
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu;

/** An IPv4 address as it is; an IPv6 address as its first 64 bits, written one way. */
export function addressKeyOf(ip: string): string {
  const address = ip.split('%')[0]?.toLowerCase() ?? '';
  if (!address.includes(':')) return address;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const before = groupsOf(head);
  const after = address.includes('::') ? groupsOf(tail) : [];
  const missing = Math.max(0, 8 - before.length - after.length);
  const groups = [...before, ...Array<string>(missing).fill('0'), ...after];
  const prefix = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':');
  return `${prefix}::/64`;
}
