import { type Agent, request as httpRequest } from 'node:http';

/** What one request came to: its status, or the error code of a connection that failed. */
export type Outcome = number | string;

/** A GET or a JSON POST on a connection of `agent` (false: a connection of its own). */
export function send(base: string, path: string, agent: Agent | false, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = body
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
      : {};
    const request = httpRequest(`${base}${path}`, { method: body ? 'POST' : 'GET', agent, headers });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(body);
  });
}

/** Counts the outcomes of a stream of requests from `streams` callers, each one after another. */
export async function requestStream(
  streams: number,
  until: number,
  next: (index: number) => Promise<Outcome>,
) {
  const tally: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: streams }, async () => {
      for (let index = 0; Date.now() < until; index += 1) {
        const outcome = String(await next(index));
        tally[outcome] = (tally[outcome] ?? 0) + 1;
      }
    }),
  );
  return tally;
}
