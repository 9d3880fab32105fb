import * as contract from '@zhixue/contract';
import { EncryptedField, type Endpoint } from '@zhixue/contract';
import RandExp from 'randexp';
import { z } from 'zod';
import { encrypt } from './login-helpers.js';

/**
 * Hostile requests generated from the contract: every endpoint object `@zhixue/contract` exports,
 * found by shape, so a new endpoint is fuzzed without anyone editing a list. The valid body an
 * endpoint's cases start from is sampled from its request schema (as JSON Schema, input side), so
 * that one hostile field at a time gets past the others and as deep into the handler as it can.
 */
export function contractEndpoints(): Endpoint[] {
  return (Object.values(contract) as unknown[]).filter(isEndpoint);
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string' &&
    candidate.request instanceof z.ZodType &&
    candidate.response instanceof z.ZodType
  );
}

/** One request to send: its raw body text (undefined: no body) and content type. */
export interface FuzzCase {
  label: string;
  body: string | Buffer | undefined;
  contentType?: string;
  headers?: Record<string, string>;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

const schemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const ENCRYPTED_PATTERN = schemaOf(EncryptedField).pattern;
/** What an encrypted field of a sampled body holds: a phone no demo account or test uses. */
const ENCRYPTED_SAMPLE = encrypt('13700009999');

/** A value the schema accepts, as far as JSON Schema can say (refinements are not in it). */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [key, sampleOf(field)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items ?? {}));
    case 'string':
      if (schema.pattern === ENCRYPTED_PATTERN) return ENCRYPTED_SAMPLE;
      return schema.pattern ? smallestMatch(schema.pattern) : 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A string matching the pattern, the same every run (each choice takes its first option). */
function smallestMatch(pattern: string): string {
  const generator = new RandExp(pattern);
  generator.randInt = (from: number) => from;
  return generator.gen();
}

const deeplyNested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Values every field gets in turn, whatever its type: text where a number belongs and back. */
const HOSTILE_VALUES: unknown[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\u0085',
  '\ud800',
  '\ufeff😀',
  'NaN',
  '1e308',
  '99999999999999999999',
  "%_\\' or 1=1 --",
  'a'.repeat(100_000),
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  2 ** 63,
  null,
  true,
  {},
  [],
  ['a'],
];
/** Raw JSON texts a JavaScript value cannot stand for. */
const HOSTILE_JSON = ['1e400', '{"__proto__":{"polluted":1}}', deeplyNested(1000)];
/** Plain texts an encrypted field is fuzzed with once decrypted. */
const HOSTILE_PLAIN = ['', ' ', '\u0000', '13800000001\u0000', 'a\u0007', '\u0085', '😀', 'a'.repeat(300)];

/** Requests about the body as a whole: none, not an object, not JSON, not allowed, too deep. */
export const BODY_CASES: FuzzCase[] = [
  { label: 'no body', body: undefined },
  { label: 'empty body', body: '' },
  ...['null', '[]', '[{}]', '"text"', '123', 'true', '{', '{"a":', '\u0000'].map((body) => ({
    label: `body ${JSON.stringify(body)}`,
    body,
  })),
  { label: '10k nested arrays', body: deeplyNested(10_000) },
  { label: '10k nested objects', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { label: '__proto__ body', body: '{"__proto__":{"polluted":1}}' },
  { label: 'constructor body', body: '{"constructor":{"prototype":{"polluted":1}}}' },
  { label: 'text/plain', body: '{}', contentType: 'text/plain' },
  { label: 'form', body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
];

/** Sessions that are not one: a stale, malformed or huge token, in the header or the cookie. */
export const SESSION_CASES: FuzzCase[] = [
  { label: 'token header x', body: '{}', headers: { token: 'x' } },
  { label: 'token header 8k', body: '{}', headers: { token: 'a'.repeat(8000) } },
  { label: 'token header latin-1', body: '{}', headers: { token: '\u00ff\u00fe' } },
  { label: 'cookie %00', body: '{}', headers: { cookie: 'zx_token=%00%ff' } },
  { label: 'cookie 4k', body: '{}', headers: { cookie: `zx_token=${'b'.repeat(4000)}` } },
];

/** The sampled body of an endpoint, and a case per field and hostile value. */
export function fieldCases(endpoint: Endpoint): { base: unknown; cases: FuzzCase[] } {
  const schema = schemaOf(endpoint.request);
  const base = sampleOf(schema);
  const fields = Object.entries(schema.properties ?? {});
  const withField = (key: string, json: string) => {
    const others = JSON.stringify({ ...(base as object), [key]: undefined });
    return others === '{}'
      ? `{${JSON.stringify(key)}:${json}}`
      : `${others.slice(0, -1)},${JSON.stringify(key)}:${json}}`;
  };
  const cases: FuzzCase[] = [{ label: 'sampled body', body: JSON.stringify(base) }];
  for (const [key, field] of fields) {
    for (const value of HOSTILE_VALUES) {
      cases.push({ label: `${key}=${preview(value)}`, body: withField(key, JSON.stringify(value)) });
    }
    for (const json of HOSTILE_JSON) {
      cases.push({ label: `${key}=${preview(json)} (raw)`, body: withField(key, json) });
    }
    if (field.pattern === ENCRYPTED_PATTERN) {
      for (const plain of HOSTILE_PLAIN) {
        cases.push({
          label: `${key}=encrypt(${preview(plain)})`,
          body: withField(key, JSON.stringify(encrypt(plain))),
        });
      }
    }
  }
  cases.push({ label: '__proto__ key', body: withField('__proto__', '{"polluted":1}') });
  return { base, cases };
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
}

/** A multipart body written by hand, so that it can say what a browser's FormData never would. */
type Part = { head: string; content: string };
const BOUNDARY = 'multipart/form-data; boundary=fuzz';
const multipart = (label: string, parts: Part[], end = '--fuzz--\r\n'): FuzzCase => ({
  label,
  // Latin-1 keeps every byte of the PNG as it is.
  body: Buffer.from(
    `${parts.map(({ head, content }) => `--fuzz\r\n${head}\r\n\r\n${content}\r\n`).join('')}${end}`,
    'latin1',
  ),
  contentType: BOUNDARY,
});
const file = (filename: string, name = 'file'): Part => ({
  head: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`,
  content: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ).toString('latin1'),
});
const field = (name: string, content: string): Part => ({
  head: `Content-Disposition: form-data; name="${name}"`,
  content,
});

/** Uploads an avatar call must refuse or take, never fail on: hostile names, fields, framing. */
export const UPLOAD_CASES: FuzzCase[] = [
  multipart('a file', [file('a.png')]),
  multipart('NUL in the file name', [file('a\u0000.png')]),
  multipart('long file name', [file(`${'a'.repeat(5000)}.png`)]),
  multipart('control characters in the field name', [file('a.png', 'fi\u0007le\u0000')]),
  multipart('two files', [file('a.png'), file('b.png')]),
  multipart('file as a text field', [field('file', 'not a file')]),
  multipart('text field of 5000 characters', [field('note', 'a'.repeat(5000)), file('a.png')]),
  multipart('svg', [{ ...file('a.svg'), content: '<svg xmlns="http://www.w3.org/2000/svg"/>' }]),
  multipart('no disposition', [{ head: 'Content-Type: image/png', content: 'x' }]),
  multipart(
    'six parts',
    Array.from({ length: 6 }, (_, index) => field(`f${index}`, 'x')),
  ),
  multipart('unterminated', [file('a.png')], ''),
  { label: 'no boundary', body: 'x', contentType: 'multipart/form-data' },
  { label: 'empty boundary', body: '--\r\n', contentType: 'multipart/form-data; boundary=' },
];
