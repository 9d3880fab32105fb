import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, sendDevPage } from '../dev-page.js';
import {
  issueDevCode,
  isValidDevState,
  MAX_DEV_NAME_LENGTH,
  normalizeDevName,
} from './development-wechat.js';

const DEMO_USERS = ['微信用户·小知', '微信用户·小学', '微信用户·小课'];

const Query = z.object({
  state: z.string().refine(isValidDevState),
  name: z.string().optional(),
  custom: z.string().optional(),
});

/**
 * Serves the page the development adapter's qrConnectUrl points to. "Scanning" is a form: it
 * comes back to /dev/wechat/confirm, which issues a code and redirects to /user/wxlogin exactly
 * as WeChat would. Register it only when WECHAT_PROVIDER is development.
 */
export function registerDevelopmentWeChatPage(app: FastifyInstance): void {
  app.get('/dev/wechat/qrconnect', async (request, reply) => {
    const query = Query.safeParse(request.query);
    if (!query.success) return sendHtml(reply, 400, invalidStatePage());
    return sendHtml(reply, 200, scanPage(query.data.state));
  });

  app.get('/dev/wechat/confirm', async (request, reply) => {
    const query = Query.safeParse(request.query);
    if (!query.success) return sendHtml(reply, 400, invalidStatePage());
    const { state, name, custom } = query.data;
    // A typed nickname wins over the picked demo user.
    const chosen = normalizeDevName(custom?.trim() ? custom : (name ?? ''));
    if (chosen === null) {
      return sendHtml(reply, 400, scanPage(state, `昵称需为 1–${MAX_DEV_NAME_LENGTH} 个字符`));
    }
    const code = issueDevCode(chosen);
    return reply
      .header('cache-control', 'no-store')
      .redirect(`/user/wxlogin?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
  });
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return sendDevPage(reply, status, { title: '微信扫码登录（开发环境模拟）', body, style: PAGE_STYLE });
}

const PAGE_STYLE = `  body { background: #333; }
  main { width: 320px; text-align: center; }
  .qr { width: 160px; height: 160px; margin: 16px auto; border: 8px solid #07c160; border-radius: 6px;
        background: repeating-conic-gradient(#222 0 25%, #fff 0 50%) 0 0 / 20px 20px; }
  fieldset { border: 0; padding: 0; margin: 16px 0; text-align: left; }
  label { display: block; padding: 6px 0; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: 8px; margin-top: 6px; }
  button { background: #07c160; }`;

function scanPage(state: string, error?: string): string {
  const choices = DEMO_USERS.map(
    (user, index) =>
      `<label><input type="radio" name="name" value="${escapeHtml(user)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(user)}</label>`,
  ).join('\n');
  return `<h1>微信扫码登录（开发环境模拟）</h1>
<div class="qr" aria-hidden="true"></div>
<p class="hint">这是开发环境的模拟页面，不会连接微信。<br>选择一个演示微信用户（或输入昵称）并确认，即相当于用手机微信扫码并同意登录。</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="get" action="/dev/wechat/confirm" target="_top">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<fieldset>
<legend>选择微信用户</legend>
${choices}
<label>或输入昵称<input type="text" name="custom" maxlength="${MAX_DEV_NAME_LENGTH}" placeholder="例如：微信用户·张三"></label>
</fieldset>
<button type="submit">确认登录</button>
</form>`;
}

function invalidStatePage(): string {
  return `<h1>微信扫码登录（开发环境模拟）</h1>
<p class="error" role="alert">登录链接无效：缺少或带有不合法的 state 参数。请回到登录页重新打开微信登录。</p>`;
}
