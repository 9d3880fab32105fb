import { isReason } from '@zhixue/contract';
import { Agent, request } from 'undici';
import type { FuzzCase } from './fuzz-cases.js';

/** One hostile request: where, as whom, and what. */
export interface FuzzTask {
  path: string;
  who: string;
  headers: Record<string, string>;
  fuzz: FuzzCase;
  method?: string;
  /** Pages and provider notifications answer in their own formats; API calls in the envelope. */
  envelope?: boolean;
}

const CONCURRENCY = 6;
const TIMEOUT_MS = 15_000;
/** Signs of how the server is built: a stack frame, a source file, SQL, a JavaScript error. */
const LEAK =
  /\bat \S+ \(|\.ts:\d|\.m?js:\d|node_modules|SELECT |INSERT |UPDATE |DELETE |relation "|syntax error|Failed query|TypeError|ReferenceError|RangeError/;

/**
 * Sends the tasks, CONCURRENCY at a time, and answers what went wrong: a 5xx, no answer within
 * TIMEOUT_MS, an answer outside the envelope `{code,msg,data}` (plus a known `reason` when refused) (or a code at odds with the status),
 * or a leak. A refusal (4xx, rate limits included) is a fine answer to a hostile request.
 */
export async function runFuzz(baseUrl: string, tasks: FuzzTask[]): Promise<string[]> {
  const failures: string[] = [];
  // undici's request on kept-alive connections rather than fetch: the server runs in this same
  // process, and fetch's own work per call (streams, headers, the Response) cost as much CPU as the
  // server's over tens of thousands of calls.
  const dispatcher = new Agent({ connections: CONCURRENCY });
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < tasks.length; index = next++) {
      const task = tasks[index] as FuzzTask;
      // Each call from its own address: per-address limits stay per call, and a 429 is fine anyway.
      const failure = await send(baseUrl, task, `198.19.${(index >> 8) & 255}.${index & 255}`, dispatcher);
      if (failure)
        failures.push(`${task.method ?? 'POST'} ${task.path} [${task.who}] ${task.fuzz.label}: ${failure}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await dispatcher.close();
  }
  return failures;
}

async function send(
  baseUrl: string,
  task: FuzzTask,
  forwardedFor: string,
  dispatcher: Agent,
): Promise<string | null> {
  const { fuzz } = task;
  let status: number;
  let text: string;
  try {
    const response = await request(baseUrl + task.path, {
      dispatcher,
      method: (task.method ?? 'POST') as 'POST',
      headers: {
        ...(fuzz.contentType === '' ? {} : { 'content-type': fuzz.contentType ?? 'application/json' }),
        'x-forwarded-for': forwardedFor,
        ...task.headers,
        ...fuzz.headers,
      },
      body: fuzz.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.statusCode;
    text = await response.body.text();
  } catch (error) {
    return `no answer (${(error as Error).name})`;
  }
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (task.envelope === false) return LEAK.test(text) ? `${status}, leaks: ${text.slice(0, 200)}` : null;
  return envelopeProblem(status, text);
}

function envelopeProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status}, not JSON: ${text.slice(0, 200)}`;
  }
  const { code, msg, data, reason } = body as {
    code?: unknown;
    msg?: unknown;
    data?: unknown;
    reason?: unknown;
  };
  const refused = status >= 400;
  const keys = Object.keys(body as object).sort();
  const expectedKeys = refused ? 'code,data,msg,reason' : 'code,data,msg';
  if (keys.join() !== expectedKeys || typeof code !== 'string' || typeof msg !== 'string') {
    return `${status}, outside the envelope: ${text.slice(0, 200)}`;
  }
  if (refused && !isReason(reason)) return `${status} with an unknown reason: ${text.slice(0, 200)}`;
  if (refused === (code === '00000') || (refused && data !== null)) {
    return `${status} with code ${code}: ${text.slice(0, 200)}`;
  }
  return LEAK.test(msg) ? `${status}, leaks: ${msg.slice(0, 200)}` : null;
}
