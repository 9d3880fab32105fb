import type { FastifyReply } from 'fastify';

/**
 * The HTML shell shared by the development stand-ins' own pages (the sandbox payment page, the
 * simulated WeChat scan page): one small card, its own inline style, nothing loaded from elsewhere.
 */
export interface DevPage {
  title: string;
  body: string;
  /** Rules added after the shared ones (page background, card width, button colour, extras). */
  style: string;
}

/** Sends a development page that may not be cached, framed elsewhere, or post to another origin. */
export function sendDevPage(reply: FastifyReply, status: number, page: DevPage) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    )
    .type('text/html; charset=utf-8')
    .send(renderDevPage(page));
}

export function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function renderDevPage({ title, body, style }: DevPage): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; }
  main { margin: 48px auto; padding: 28px; background: #fff; border-radius: 8px; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  .hint { color: #888; font-size: 13px; line-height: 1.6; }
  button { width: 100%; padding: 10px; border: 0; border-radius: 4px; color: #fff; font-size: 16px; }
  .error { color: #d93026; }
${style}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
