import type { DestinationStream, LoggerOptions } from 'pino';
import { serializeError } from './error-serializer.js';

/**
 * Fields that hold a person's data or a secret, censored wherever a log line carries them: at the
 * top of the line, or one or two objects down (`req.headers.token`, `body.mobile`, `user.address`).
 * `code` is censored only where it can be an SMS code (top level, or in a body): elsewhere it is an
 * error's code, which the log needs.
 */
const PERSONAL_KEYS = [
  'mobile',
  'phone',
  'password',
  'newPassword',
  'oldPassword',
  'param',
  'token',
  'playToken',
  'address',
  'account',
  'idCard',
  'cookie',
  'authorization',
];

const REDACTED_PATHS = [
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'code',
  'body.code',
  '*.body.code',
];

/**
 * Options of the server's pino logger: personal fields censored, errors serialised without the
 * values of failed statements. `stream` is where lines go (standard output when absent; tests
 * capture it).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
