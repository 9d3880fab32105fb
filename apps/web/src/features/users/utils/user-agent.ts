/**
 * A readable name for the browser and system of a session ("Chrome 126 · Windows"). Simple on
 * purpose: the order of the checks matters because most browsers also call themselves Chrome and
 * Safari.
 */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['微信', /MicroMessenger\/(\d+)/],
  ['QQ浏览器', /QQBrowser\/(\d+)/],
  ['UC浏览器', /UCBrowser\/(\d+)/],
  ['360浏览器', /QihooBrowser\/(\d+)|360SE/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari/],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

export function describeUserAgent(userAgent: string): string {
  if (!userAgent.trim()) return '未知设备';
  let browser = '其他浏览器';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return system ? `${browser} · ${system}` : browser;
}
