import { inject } from 'vitest';

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
  const response = await fetch(`${inject('baseUrl')}${path}`, {
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
