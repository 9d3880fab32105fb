import { homeBannerList, searchHotCount } from '@zhixue/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DialogOptions, setFeedback } from '@/lib/feedback';
import { closeLoginModal, getLoginModalState, getSession, type LoginParams, setSession } from '@/lib/session';
import { ApiError } from './api-error';
import { API_TIMEOUT_MS, call, request } from './client';

const user: LoginParams = {
  id: 7,
  nickname: '学员',
  avatar: null,
  entName: null,
  entId: null,
  logo: null,
  vipFront: { vip: 0 },
  acquisitionUserFrontDTO: null,
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let alerts: DialogOptions[];
let navigations: string[];
let restoreFeedback: () => void;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  alerts = [];
  navigations = [];
  restoreFeedback = setFeedback({
    alert: (options) => alerts.push(options),
    navigate: (to) => navigations.push(to),
    error: () => {},
  });
  closeLoginModal();
});

afterEach(() => {
  // Close any dialog a test left open so the next test starts clean.
  for (const dialog of alerts) dialog.onOk?.();
  restoreFeedback();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('POSTs JSON with the platform headers and the cookie, and resolves with data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: '00000', msg: 'ok', data: [{ id: 1 }] }));
    await expect(request('/api/front/x', { a: 1 })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/front/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      platform: 'PC',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it('sends an empty object when there is no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: '00000', msg: 'ok', data: null }));
    await request('/api/front/y');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('{}');
  });

  it('sends a FormData as multipart, leaving its Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: '00000', msg: 'ok', data: { url: '/u/a.png' } }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(request('/api/front/user/avatar/upload', form)).resolves.toEqual({ url: '/u/a.png' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ platform: 'PC', Accept: 'application/json' });
  });

  it('rejects other errors with the server code, msg and status, leaving the session alone', async () => {
    setSession(user);
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'A0400', msg: '请输入正确的手机号!', data: null }));
    const error = await request('/api/front/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'A0400', msg: '请输入正确的手机号!', status: 400, handled: false });
    expect(getSession()).not.toBeNull();
    expect(alerts).toHaveLength(0);
    expect(getLoginModalState().open).toBe(false);
  });

  it('A0313 in a successful response clears the session and opens the login modal', async () => {
    setSession(user);
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 'A0313', msg: '请先登录', data: null }));
    const error = await request('/api/front/user/detail').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'A0313', handled: true });
    expect(getSession()).toBeNull();
    expect(getLoginModalState().open).toBe(true);
    expect(alerts).toHaveLength(0);
  });

  it.each(['A0311', 'A0312', 'A0313'])(
    'HTTP error %s for a logged-in user shows 登录失效 once',
    async (code) => {
      setSession(user);
      fetchMock.mockImplementation(async () => jsonResponse(401, { code, msg: '会话无效', data: null }));
      const results = await Promise.allSettled([
        request('/api/front/a'),
        request('/api/front/b'),
        request('/api/front/c'),
      ]);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(getSession()).toBeNull();
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ title: '登录失效', content: '请重新登录' });
      expect(getLoginModalState().open).toBe(false);

      alerts[0]?.onOk?.();
      expect(navigations).toEqual(['/']);

      // Once confirmed, a later failure may show the dialog again.
      alerts.length = 0;
      setSession(user);
      await request('/api/front/d').catch(() => {});
      expect(alerts).toHaveLength(1);
    },
  );

  it('HTTP 401 A0313 for a visitor opens the login modal instead of saying the login expired', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'A0313', msg: '请先登录', data: null }));
    const error = await request('/api/front/collection').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'A0313', status: 401, handled: true });
    expect(getLoginModalState().open).toBe(true);
    expect(alerts).toHaveLength(0);
  });

  it('times out after 15 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/api/front/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('passes a caller abort through untouched', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request('/api/front/x', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/front/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('maps a non-JSON gateway error to B0503', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(request('/api/front/x')).rejects.toMatchObject({ code: 'B0503', status: 502 });
  });
});

describe('call', () => {
  it('uses the endpoint path and returns the typed data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: '00000', msg: 'ok', data: [] }));
    const banners = await call(homeBannerList);
    expect(banners).toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/front/home/banner/list');
  });

  it('sends the typed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: '00000', msg: 'ok', data: null }));
    await call(searchHotCount, { id: 3 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/front/search/hot/count');
    expect(init.body).toBe('{"id":3}');
  });
});
