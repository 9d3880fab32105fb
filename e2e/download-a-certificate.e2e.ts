import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../scripts/pdf-text.mjs';
import { saveScreenshot, useBrowser, visibleText } from './support/browser.js';
import { DEMO_LEARNERS, signInThroughApi } from './support/log-in.js';

/** The seeded certificate of the member 李悦 (apps/server/src/seed/certificates.ts). */
const DEMO_CERTIFICATE = {
  code: 'ZX-9Y77-HCQ3-KH1P-NSQX',
  learnerName: '李悦',
  title: '培训师的职业发展路径',
  heading: '课程结业证书',
};

describe('a learner downloads a certificate', () => {
  const session = useBrowser();
  /** The verification address printed in the PDF beside its QR code, read by the first test. */
  let verifyUrlFromPdf: string | undefined;

  it('opens 我的证书 and downloads the PDF, whose text holds the printed fields and the verification address', async () => {
    const page = session.page;
    await signInThroughApi(page, DEMO_LEARNERS.member);
    await page.goto('/courses', { waitUntil: 'networkidle' });

    await page.goto('/mycourses', { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: '个人中心导航' })
      .getByRole('link', { name: '我的证书' })
      .click();
    const item = page.getByRole('list', { name: '证书列表' }).getByRole('listitem').first();
    await item.getByText(DEMO_CERTIFICATE.code).waitFor();
    const itemText = await visibleText(item);
    for (const field of [
      '有效',
      DEMO_CERTIFICATE.heading,
      DEMO_CERTIFICATE.learnerName,
      DEMO_CERTIFICATE.title,
    ]) {
      expect(itemText).toContain(field);
    }
    expect(itemText).toContain('2026年2月16日 至 2026年3月8日');
    await saveScreenshot(page, 'my-certificates');

    const downloading = page.waitForEvent('download');
    await item.getByRole('button', { name: '下载证书' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${DEMO_CERTIFICATE.heading}-${DEMO_CERTIFICATE.code}.pdf`);
    const text = await pdfText(new Uint8Array(await readFile(await download.path())));
    for (const printed of [
      DEMO_CERTIFICATE.heading,
      DEMO_CERTIFICATE.learnerName,
      DEMO_CERTIFICATE.title,
      DEMO_CERTIFICATE.code,
      '2026年3月8日',
    ]) {
      expect(text).toContain(printed);
    }
    // The address the QR code carries is printed beside it too.
    const verifyUrl = /验证网址：(\S+?\/cert\/verify\/ZX-[0-9A-Z-]{19})/.exec(text)?.[1];
    expect(verifyUrl).toBe(`${session.baseUrl}/cert/verify/${DEMO_CERTIFICATE.code}`);

    verifyUrlFromPdf = verifyUrl;
  });

  it('then someone never logged in opens that address and sees every printed field, or that a number is unknown', async () => {
    // A fresh browser context: no session of the learner's.
    const page = session.page;
    expect(verifyUrlFromPdf, 'the address read from the downloaded PDF').toBeDefined();
    await page.goto(verifyUrlFromPdf ?? '', { waitUntil: 'networkidle' });
    await page.getByText('证书真实有效').waitFor();
    const shown = await visibleText(page.getByRole('main'));
    for (const field of [
      DEMO_CERTIFICATE.heading,
      DEMO_CERTIFICATE.learnerName,
      DEMO_CERTIFICATE.title,
      DEMO_CERTIFICATE.code,
      '2026年2月16日 至 2026年3月8日',
      '2026年3月8日',
      '知学在线教育',
    ]) {
      expect(shown).toContain(field);
    }
    await saveScreenshot(page, 'certificate-verify-valid');

    // A number that is not a certificate: said plainly, nothing else shown.
    const search = page.getByPlaceholder('请输入证书编号');
    await search.fill('ZX-AAAA-BBBB-CCCC-DDDD');
    await search.press('Enter');
    await page.getByText('未查询到该证书').waitFor();
    expect(await page.getByText(DEMO_CERTIFICATE.learnerName).count()).toBe(0);
    await saveScreenshot(page, 'certificate-verify-unknown');
  });
});
