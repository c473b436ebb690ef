import type { AccessLogApi } from '../access-log';
import type { AuthApi } from '../accounts';
import type { Clock } from './ports/clock';
import type { ContentApi } from '../content';
import type { DonationApi } from '../donations';
import type { FileApi, FileSaver } from '../files';
import type { Logger } from './ports/logger';
import type { AlumniDirectoryApi, MemberApi } from '../my-info';
import type { Notifier } from './ports/notifier';
import type { PostalSearch } from './ports/postal-search';
import type { TokenStore } from '../session';

/**
 * A dependency-injection token that remembers the type bound to it, so that the composition
 * root cannot bind an AuthApi token to a Notifier by mistake.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

function token<T>(name: string): Token<T> {
  return Symbol.for(`alumni.${name}`);
}

/** The ports of DESIGN section 2, one token each. */
export const PORTS = {
  AuthApi: token<AuthApi>('AuthApi'),
  MemberApi: token<MemberApi>('MemberApi'),
  AlumniDirectoryApi: token<AlumniDirectoryApi>('AlumniDirectoryApi'),
  DonationApi: token<DonationApi>('DonationApi'),
  ContentApi: token<ContentApi>('ContentApi'),
  FileApi: token<FileApi>('FileApi'),
  AccessLogApi: token<AccessLogApi>('AccessLogApi'),
  TokenStore: token<TokenStore>('TokenStore'),
  Notifier: token<Notifier>('Notifier'),
  PostalSearch: token<PostalSearch>('PostalSearch'),
  FileSaver: token<FileSaver>('FileSaver'),
  Clock: token<Clock>('Clock'),
  Logger: token<Logger>('Logger'),
} as const;
