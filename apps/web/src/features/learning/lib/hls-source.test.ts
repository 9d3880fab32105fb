import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attachHls } from './hls-source';

type ErrorHandler = (event: string, data: Record<string, unknown>) => void;

/** hls.js as far as attachHls uses it; each instance records what was asked of it. */
const fake = vi.hoisted(() => {
  const state = { supported: true, instances: [] as FakeHls[] };
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static isSupported = () => state.supported;
    handlers: ErrorHandler[] = [];
    calls: string[] = [];
    constructor(readonly config: { startPosition: number }) {
      state.instances.push(this);
    }
    on(_event: string, handler: ErrorHandler) {
      this.handlers.push(handler);
    }
    loadSource(url: string) {
      this.calls.push(`load ${url}`);
    }
    attachMedia() {
      this.calls.push('attach');
    }
    stopLoad() {
      this.calls.push('stop');
    }
    destroy() {
      this.calls.push('destroy');
    }
    fail(data: Record<string, unknown>) {
      for (const handler of this.handlers) handler('hlsError', data);
    }
  }
  return { state, FakeHls };
});
vi.mock('hls.js/light', () => ({ default: fake.FakeHls }));

const video = {} as HTMLVideoElement;
const ADDRESS = '/media/demo/hls-1/index.m3u8?u=1&e=2&d=demo/hls-1&s=x';

/** Attaches and waits for hls.js to be loaded and set up. */
async function attached(onFailure = vi.fn()) {
  const detach = attachHls(video, ADDRESS, 7, onFailure);
  await vi.waitFor(() => expect(fake.state.instances.length).toBe(1));
  return { detach, onFailure, hls: fake.state.instances[0] as InstanceType<typeof fake.FakeHls> };
}

describe('attachHls', () => {
  beforeEach(() => {
    fake.state.supported = true;
    fake.state.instances = [];
  });

  it('plays the address from the start position and destroys hls.js on cleanup', async () => {
    const { detach, hls } = await attached();
    expect(hls.config.startPosition).toBe(7);
    expect(hls.calls).toEqual([`load ${ADDRESS}`, 'attach']);
    detach();
    expect(hls.calls.at(-1)).toBe('destroy');
  });

  it('gives up on the address once, for a fatal error or a refused or expired file', async () => {
    for (const data of [
      { type: 'networkError', fatal: false, response: { code: 410 } },
      { type: 'networkError', fatal: false, response: { code: 403 } },
      { type: 'mediaError', fatal: true },
    ]) {
      fake.state.instances = [];
      const { hls, onFailure } = await attached();
      hls.fail(data);
      hls.fail(data);
      expect(onFailure.mock.calls, JSON.stringify(data)).toEqual([['failed']]);
      expect(hls.calls).toContain('stop');
    }
  });

  it('lets hls.js retry what it recovers from, and says nothing once detached', async () => {
    const { hls, onFailure, detach } = await attached();
    hls.fail({ type: 'networkError', fatal: false, response: { code: 503 } });
    hls.fail({ type: 'mediaError', fatal: false });
    expect(onFailure).not.toHaveBeenCalled();
    detach();
    hls.fail({ type: 'networkError', fatal: true, response: { code: 410 } });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a browser hls.js cannot play in', async () => {
    fake.state.supported = false;
    const onFailure = vi.fn();
    attachHls(video, ADDRESS, 0, onFailure);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('unsupported'));
    expect(fake.state.instances).toEqual([]);
  });
});
