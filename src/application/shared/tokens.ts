import type { Clock } from './ports/clock';
import type { Logger } from './ports/logger';
import type { Notifier } from './ports/notifier';
import type { PostalSearch } from './ports/postal-search';

/**
 * A dependency-injection token that remembers the type bound to it, so that the composition
 * root cannot bind an AuthApi token to a Notifier by mistake.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

/**
 * The token of a port. A feature's ports have theirs beside them
 * (`src/application/<feature>/<port>.ts`: `export const AUTH_API = token<AuthApi>('AuthApi')`).
 */
export function token<T>(name: string): Token<T> {
  return Symbol.for(`alumni.${name}`);
}

/** The ports every feature may use. */
export const PORTS = {
  Notifier: token<Notifier>('Notifier'),
  PostalSearch: token<PostalSearch>('PostalSearch'),
  Clock: token<Clock>('Clock'),
  Logger: token<Logger>('Logger'),
} as const;
