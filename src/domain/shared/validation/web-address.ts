import { hasRefusedCharacter } from '../text/free-text';
import { withSubjectParticle, withTopicParticle } from '../text/korean-particles';
import { invalid, valid, type ValidationResult } from './validation-result';

/**
 * What the WHATWG URL parser makes of an address. The parser is the platform's own `URL`
 * (browsers and Node alike), handed in by the caller, since the domain uses no platform global;
 * only these parts are read.
 */
export interface ParsedWebAddress {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  /** ASCII: an internationalised name in punycode, full-width letters mapped; `[…]` for IPv6. */
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** `URL`, or anything that parses as it does (throws on what it cannot parse). */
export type WebAddressParser = new (input: string) => ParsedWebAddress;

export interface WebAddressRule {
  readonly parser: WebAddressParser;
  /** The longest address kept, normalised. */
  readonly maxLength: number;
  /** The field's Korean name, for the refusals: 홈페이지 주소. */
  readonly label: string;
}

/** One label of a host name in ASCII (punycode's `xn--…` included). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/u;
/** A scheme is letters then a colon not followed by a digit (`example.com:8080` has none). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?![0-9])/iu;
/** Names that never lead to a public site: this computer, a local network, reserved for tests. */
const PRIVATE_NAMES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
  'invalid',
  'test',
  'example',
  'onion',
];

export function webAddressInvalidMessage(label: string): string {
  return `${withSubjectParticle(label)} 올바르지 않습니다. http:// 또는 https://로 시작하는 주소를 입력해 주세요.`;
}

export function webAddressNotPublicMessage(label: string): string {
  return `${label}에는 누구나 열 수 있는 인터넷 주소를 입력해 주세요. 내부망 주소, localhost, 사설 IP 주소는 쓸 수 없습니다.`;
}

/**
 * A public web address as it is kept, in the parser's normal form (`https://xn--….kr`), or the
 * refusal. A bare `www.…` gets `https://`; blank stays blank (no address given). Refused: what
 * the parser cannot read (a port past 65535, a broken host), any scheme but http and https, a
 * user name or password, free text's refused characters, and hosts that are not public sites:
 * `localhost` and local names, a single label, and IP addresses of this computer, private
 * networks, link-local and other reserved ranges.
 */
export function normalizedWebAddress(input: string, rule: WebAddressRule): ValidationResult {
  const text = input.trim();
  if (text === '') return valid('');
  const refusal = invalid('webAddress.invalid', webAddressInvalidMessage(rule.label));
  if (hasRefusedCharacter(text)) return refusal;
  let parsed: ParsedWebAddress;
  try {
    parsed = new rule.parser(HAS_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return refusal;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return refusal;
  if (parsed.username !== '' || parsed.password !== '') return refusal;
  const host = parsed.hostname.toLowerCase().replace(/\.$/u, '');
  if (!isPublicHost(host)) {
    return isHostName(host) || isIpLiteral(host)
      ? invalid('webAddress.notPublic', webAddressNotPublicMessage(rule.label))
      : refusal;
  }
  // The site's front page without the parser's lone "/": `https://hanbit.kr`, as people write it.
  const front = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
  const address = front ? parsed.href.replace(/\/$/u, '') : parsed.href;
  if (address.length > rule.maxLength) {
    return invalid(
      'webAddress.tooLong',
      `${withTopicParticle(rule.label)} ${rule.maxLength}자까지 입력할 수 있습니다.`,
    );
  }
  return valid(address);
}

function isHostName(host: string): boolean {
  const labels = host.split('.');
  return labels.every((label) => HOST_LABEL.test(label)) && !/^[0-9]+$/u.test(labels.at(-1) ?? '');
}

function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || /^[0-9]+(\.[0-9]+){3}$/u.test(host);
}

/** A host a public site can have: a name of two labels or more, or a public IP address. */
function isPublicHost(host: string): boolean {
  if (host.startsWith('[')) return isPublicIpv6(host.slice(1, -1));
  const ipv4 = ipv4Of(host);
  if (ipv4) return isPublicIpv4(ipv4);
  if (!isHostName(host) || !host.includes('.')) return false;
  return !PRIVATE_NAMES.some((name) => host === name || host.endsWith(`.${name}`));
}

function ipv4Of(host: string): number[] | null {
  const match = /^([0-9]+)\.([0-9]+)\.([0-9]+)\.([0-9]+)$/u.exec(host);
  return match ? match.slice(1).map(Number) : null;
}

/** Not this computer, a private or shared network, link-local, documentation, multicast. */
function isPublicIpv4([a = 0, b = 0, c = 0]: readonly number[]): boolean {
  return !(
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  );
}

/**
 * Global unicast only (2000::/3), without the documentation range: not loopback, unspecified,
 * IPv4-mapped, unique-local (fc00::/7), link-local (fe80::/10) or multicast. The parser writes
 * the address compressed, so its first group is its first 16 bits.
 */
function isPublicIpv6(address: string): boolean {
  const first = Number.parseInt(address.split(':')[0] || '0', 16);
  if (first < 0x2000 || first > 0x3fff) return false;
  return !address.startsWith('2001:db8:') && address !== '2001:db8::';
}
