/**
 * The one outbound-HTTP helper the third-party adapters (SMS, WeChat, payments) share: requests that
 * answer parsed JSON or raw text, or fail fast with a message fit for the logs.
 */

/** The provider could not be reached, did not answer in time, or did not answer JSON. */
export class HttpClientError extends Error {}

export interface FetchJsonOptions {
  timeoutMs: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** A request with a method, headers and a body, for providers that sign what they send and answer. */
export interface FetchTextOptions extends FetchJsonOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface TextAnswer {
  status: number;
  headers: Headers;
  /** The body exactly as received: signatures cover it byte for byte. */
  text: string;
}

/** Sends one request and reads the whole body as text, failing fast with a message fit for the logs. */
export async function fetchText(url: string, options: FetchTextOptions): Promise<TextAnswer> {
  return fetchBody(url, options, (response) => response.text()).then(({ status, headers, body }) => ({
    status,
    headers,
    text: body,
  }));
}

/** As fetchText, the body as bytes: files a provider hands out (Alipay's zipped bills). */
export async function fetchBytes(
  url: string,
  options: FetchTextOptions,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const { status, headers, body } = await fetchBody(url, options, async (response) =>
    Buffer.from(await response.arrayBuffer()),
  );
  return { status, headers, bytes: body };
}

async function fetchBody<T>(
  url: string,
  options: FetchTextOptions,
  read: (response: Response) => Promise<T>,
): Promise<{ status: number; headers: Headers; body: T }> {
  const method = options.method ?? 'GET';
  // Query strings carry secrets (WeChat's appsecret, Aliyun's signature): never put them in a message.
  const target = describeTarget(method, url);
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      method,
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The timeout also covers a body that trickles in slowly.
    return { status: response.status, headers: response.headers, body: await read(response) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new HttpClientError(`${target} did not answer within ${options.timeoutMs} ms`, { cause: error });
    }
    throw new HttpClientError(`${target} could not be reached: ${describeCause(error)}`, { cause: error });
  }
}

/**
 * GETs `url` and parses the body as JSON whatever the status: providers such as Aliyun answer
 * their error codes with 4xx and a JSON body the caller needs to read.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonAnswer> {
  const { status, text } = await fetchText(url, options);
  try {
    return { status, body: JSON.parse(text) };
  } catch (error) {
    throw new HttpClientError(
      `${describeTarget('GET', url)} answered HTTP ${status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 80))}`,
      { cause: error },
    );
  }
}

/** Joins a configured base address (with or without a trailing slash) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

function describeTarget(method: string, url: string): string {
  try {
    const parsed = new URL(url);
    return `${method} ${parsed.origin}${parsed.pathname}`;
  } catch {
    return `${method} <invalid URL>`;
  }
}

// undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return `${error.message} (${code ? `${code}: ` : ''}${cause.message})`;
  }
  return error.message;
}
