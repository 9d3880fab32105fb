import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-name.js';

describe('describeDevice', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome 120 · Windows 10',
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    [
      'WeChat on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN',
      '微信 · iOS',
    ],
    [
      'WeChat on Android',
      'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5235 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
      '微信 · Android',
    ],
    [
      'Edge on Windows (which also calls itself Chrome)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 · Windows 10',
    ],
    [
      'QQ Browser on Windows 7',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.197.400 QQBrowser/11.7.5287.400',
      'QQ浏览器 11 · Windows 7',
    ],
  ])('names %s', (_, userAgent, name) => {
    expect(describeDevice(userAgent)).toBe(name);
  });

  it.each([
    ['', '未知设备'],
    ['   ', '未知设备'],
    ['zhixue-probe', '未知设备'],
  ])('calls %j an unknown device', (userAgent, name) => {
    expect(describeDevice(userAgent)).toBe(name);
  });
});
