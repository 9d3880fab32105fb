import { stdSerializers } from 'pino';

/**
 * Properties of database errors that hold the values of a statement rather than its text: Drizzle's
 * DrizzleQueryError and PGlite's errors carry `params`, PGlite also `queryOptions`; PostgreSQL's own
 * fields `detail` ("Key (mobile)=(138…) already exists", "Failing row contains (…)"), `where` (which
 * quotes bound parameters) and `internalQuery` can repeat any of them. The statement text itself
 * (`query`) stays: every value travels as a parameter, and the text is what a person needs to find
 * the failing query.
 */
const VALUE_PROPERTIES = new Set([
  'params',
  'parameters',
  'values',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);

/** Drizzle writes the parameters into the message itself: `Failed query: …\nparams: …`. */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

/** SQLSTATE class 22 (data exception) messages quote the offending value: `invalid input syntax for type integer: "…"`. */
const QUOTED_VALUE = /: ".*"$/s;

const MAX_CAUSES = 8;

/**
 * pino's error serializer, fed a copy of the error (and of its causes) without the values a failed
 * statement was run with: those are phone numbers, addresses, accounts and password hashes.
 */
export function serializeError(error: unknown): unknown {
  return stdSerializers.err(withoutValues(error, 0) as Error);
}

function withoutValues(error: unknown, depth: number): unknown {
  if (!isErrorLike(error) || depth > MAX_CAUSES) return error;
  const copy = Object.create(Object.getPrototypeOf(error)) as Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_PROPERTIES.has(key)) copy[key] = value;
  }
  const message = cleanMessage(error);
  copy.message = message;
  if (typeof error.stack === 'string') copy.stack = error.stack.replace(error.message, message);
  if (error.cause !== undefined) copy.cause = withoutValues(error.cause, depth + 1);
  if (Array.isArray(copy.errors)) copy.errors = copy.errors.map((inner) => withoutValues(inner, depth + 1));
  return copy;
}

function cleanMessage(error: ErrorLike): string {
  const message = error.message.replace(PARAMS_IN_MESSAGE, '');
  const sqlState = typeof error.code === 'string' ? error.code : '';
  return sqlState.startsWith('22') ? message.replace(QUOTED_VALUE, ': "[redacted]"') : message;
}

interface ErrorLike {
  message: string;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}
