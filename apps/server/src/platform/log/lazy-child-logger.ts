import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made only when it writes a line. Fastify gives every request a child of the
 * server's logger bound to the request's id, and pino serialises a child's bindings when the child
 * is made, through every redaction path (`*.token` and the like): 3–7% of a request's CPU in
 * `npm run bench`, for a logger most requests never write to. This one makes that child at its
 * first line at an enabled level, and writes through it, so every line is the same as before.
 */
class LazyChildLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    const child = this.#made();
    Reflect.apply(child[level], child, args);
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#made().level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: the request's logger made lazily, unless the route sets a level
 * of its own (the child then decides which lines pass, so it is made at once).
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  // The server's logger is pino's (loggerOptions), which can say whether a level is written.
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
