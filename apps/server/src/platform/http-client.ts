/**
 * The one outbound-HTTP helper the third-party adapters (SMS, WeChat) share: a GET that answers
 * parsed JSON or fails fast with a message fit for the logs.
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

/**
 * GETs `url` and parses the body as JSON whatever the status: providers such as Aliyun answer
 * their error codes with 4xx and a JSON body the caller needs to read.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<JsonAnswer> {
  // Query strings carry secrets (WeChat's appsecret, Aliyun's signature): never put them in a message.
  const target = describeTarget(url);
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The timeout also covers a body that trickles in slowly.
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new HttpClientError(`${target} did not answer within ${options.timeoutMs} ms`, { cause: error });
    }
    throw new HttpClientError(`${target} could not be reached: ${describeCause(error)}`, { cause: error });
  }
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch (error) {
    throw new HttpClientError(
      `${target} answered HTTP ${response.status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 80))}`,
      { cause: error },
    );
  }
}

/** Joins a configured base address (with or without a trailing slash) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `GET ${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'GET <invalid URL>';
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
