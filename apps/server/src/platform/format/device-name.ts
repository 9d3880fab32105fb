import Bowser from 'bowser';

/** Browsers Chinese operators know by a Chinese name; the rest keep their product name. */
const BROWSER_NAMES: Record<string, string> = {
  WeChat: '微信',
  'QQ Browser': 'QQ浏览器',
  'QQ Browser Lite': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
  'Sogou Browser': '搜狗浏览器',
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': '三星浏览器',
  'Vivo Browser': 'vivo浏览器',
  'HeyTap Browser': 'OPPO浏览器',
};

/**
 * Apps whose version says nothing about the page they show (WeChat's built-in browser is 8.0.x on
 * every phone): named without it.
 */
const UNVERSIONED = new Set(['WeChat']);

const UNKNOWN_DEVICE = '未知设备';

/**
 * A session's browser and system in words ("Chrome 120 · Windows 10", "微信 · iOS"), for a person
 * deciding whether a signed-in device is theirs; 未知设备 when the user agent says neither.
 */
export function describeDevice(userAgent: string): string {
  // Bowser refuses an empty string; a client that sends no user agent is simply unknown.
  if (!userAgent.trim()) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const browserName = browser.name
    ? [BROWSER_NAMES[browser.name] ?? browser.name, UNVERSIONED.has(browser.name) ? '' : major]
        .filter(Boolean)
        .join(' ')
    : null;
  // Only Windows has a version people say ("Windows 10"); macOS and phones are named alone.
  const systemName = os.name
    ? os.name === 'Windows' && os.versionName
      ? `Windows ${os.versionName}`
      : os.name
    : null;
  if (!browserName && !systemName) return UNKNOWN_DEVICE;
  return `${browserName ?? '未知浏览器'} · ${systemName ?? '未知系统'}`;
}
