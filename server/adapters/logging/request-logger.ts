import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, `reply.log`) is made only
 * when something writes to it. Fastify makes a pino child for every request, with the request id
 * as its binding, and pino runs that binding through the redaction of secrets: a sixth of a
 * signed-in request's CPU time, for a logger that is used by one request in many thousands (the
 * line written as each request is answered has a logger of its own, app.ts).
 *
 * The child, once made, is the one Fastify would have made (same parent, bindings and options),
 * so its lines carry the request id and are redacted as before. A call at a level the parent does
 * not write (debug and trace at the default level) makes nothing.
 */
export function lazyChildLoggerFactory(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}

interface LevelCheck {
  isLevelEnabled?(level: string): boolean;
}

class LazyChildLogger implements FastifyBaseLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child: pino's, made on first use. */
  get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  /** Whether a line at `level` would be written, without making the child when it would not. */
  writes(level: Level): boolean {
    if (this.made !== null || this.options.level !== undefined) return true;
    const parent = this.parent as FastifyBaseLogger & LevelCheck;
    return typeof parent.isLevelEnabled !== 'function' || parent.isLevelEnabled(level);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value: function log(this: LazyChildLogger, ...args: unknown[]): void {
      if (level === 'silent' || !this.writes(level)) return;
      const real = this.real;
      Reflect.apply(real[level], real, args);
    },
    writable: true,
    configurable: true,
  });
}
