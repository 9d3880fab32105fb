import type { ServerResponse } from 'node:http';

let open = 0;

/**
 * Counts `response` as an open Server-Sent Events stream until it closes. Each holds a connection
 * (and its listener's share of the process) for as long as a page stays open, so their number is
 * what a process's capacity is planned by.
 */
export function countEventStream(response: ServerResponse): void {
  open += 1;
  response.once('close', () => {
    open -= 1;
  });
}

/** The Server-Sent Events streams this process has open now. */
export function openEventStreams(): number {
  return open;
}
