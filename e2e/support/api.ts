import type { BrowserContext, Page } from 'playwright-core';
import { journeyServerUrl } from './server.js';

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/**
 * Calls the API the way the web app does (POST, JSON body) and returns `data`, so a journey can
 * check what the page shows against what the server answers.
 */
export async function postApi<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${journeyServerUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'PC' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`POST ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok || envelope.code !== '00000') {
    throw new Error(`POST ${path}: HTTP ${response.status} ${envelope.code} ${envelope.msg}`);
  }
  return envelope.data;
}

/**
 * A call made from a signed-in page, as its app makes it (the page's cookies go with it), answering
 * `data`; a refusal throws with its message. `headers` adds, e.g., the console's header.
 */
export function callFromPage<T>(
  page: Page,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: string; msg: string; data: unknown };
      if (envelope.code !== '00000') throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data as T;
    },
    { path, body, headers },
  );
}

/**
 * A call through the browser context's own request client, outside any page: the cookies it sets
 * (a sign-in's session) are the context's, as if a page of it had made the call.
 */
export async function callFromContext<T>(
  context: BrowserContext,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await context.request.post(`${journeyServerUrl()}${path}`, {
    data: body,
    headers: { platform: 'PC', ...headers },
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== '00000') throw new Error(`POST ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
