import type { AdminCamp, AdminCampPlan, CertificateTemplate } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { callConsole, EDITOR_SECRET, signInToConsole } from './support/console.js';

/** Course 3 is a seeded main-catalogue course (seed/camps.ts: trial camp 21 teaches it). */
const COURSE = 3;

describe('an editor builds a camp’s study plan and its certificate design in the console', () => {
  const session = useBrowser();

  it('drags the plan into order, saves it, and picks a certificate design for the camp', async () => {
    const page = session.page;
    await signInToConsole(page, 'editor', EDITOR_SECRET);
    const suffix = Date.now() % 100_000;
    const camp = await callConsole<AdminCamp>(page, '/api/admin/camps/create', {
      kind: 'online',
      name: `计划演示训练营${suffix}`,
      intro: '演示',
      price: 19_900,
      linePrice: 29_900,
      enquire: false,
    });
    await callConsole(page, '/api/admin/camps/plan/save', {
      trainingId: camp.id,
      items: [
        {
          day: 0,
          stage: '第一阶段',
          kind: 'course',
          title: '开营第一课',
          courseId: COURSE,
          examId: null,
          required: true,
          weight: 2,
        },
        {
          day: 1,
          stage: '第一阶段',
          kind: 'checkin',
          title: '每日打卡',
          courseId: null,
          examId: null,
          required: false,
          weight: 0,
        },
      ],
    });

    await page.goto('/admin/camps', { waitUntil: 'networkidle' });
    const row = page.getByRole('row').filter({ hasText: camp.name });
    await row.getByRole('link', { name: '学习计划' }).click();
    await page.getByRole('heading', { name: '学习计划' }).waitFor();
    const rows = page.getByTestId('plan-row');
    await expect.poll(() => rows.count()).toBe(2);

    // A new item: a live session on day 3, required.
    await page.getByRole('button', { name: '添加计划项' }).click();
    const added = rows.nth(2);
    await added.getByLabel('类型').click();
    // antd lists its options twice: hidden ones for screen readers, and the visible ones clicked.
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '直播' }).first().click();
    await added.getByLabel('名称').fill('直播答疑');
    await added.getByLabel('解锁日').fill('3');
    // Dragged with the keyboard (pick up, one place up, drop), as the course structure journey does.
    await added.getByRole('button', { name: /^拖动排序/ }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect
      .poll(async () => (await rows.nth(1).getByLabel('名称').inputValue()) === '直播答疑')
      .toBe(true);
    await page.getByText('有未保存的修改').waitFor();
    await saveScreenshot(page, 'camp-console-plan-editing');
    await page.getByRole('button', { name: '保存计划' }).click();
    await page.getByText('学习计划已保存').waitFor();
    const saved = await callConsole<AdminCampPlan>(page, '/api/admin/camps/plan', { trainingId: camp.id });
    expect(saved.items.map((item) => [item.title, item.kind, item.day])).toEqual([
      ['开营第一课', 'course', 0],
      ['直播答疑', 'live', 2],
      ['每日打卡', 'checkin', 1],
    ]);
    await saveScreenshot(page, 'camp-console-plan-saved');

    // A certificate design, made on its screen with the preview beside the form.
    await page.goto('/admin/camps/certificates', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '证书模板' }).waitFor();
    await page.getByRole('button', { name: '新建模板' }).click();
    const dialog = page.getByRole('dialog');
    const templateName = `演示证书${suffix}`;
    await dialog.getByLabel('模板名称').fill(templateName);
    await dialog.getByLabel('证书标题').fill('卓越学员证书');
    await dialog.getByLabel('颁发单位').fill('知学领导力学院');
    await dialog.getByLabel('印章文字').fill('领导力');
    await dialog.getByTestId('certificate-preview').getByText('卓越学员证书').waitFor();
    await saveScreenshot(page, 'camp-console-certificate-template');
    await dialog.getByRole('button', { name: /^(确定|保\s?存)$/ }).click();
    await page.getByText('证书模板已保存').waitFor();
    await page.getByRole('row').filter({ hasText: templateName }).waitFor();
    await saveScreenshot(page, 'camp-console-certificate-templates');

    // The camp picks it, and its certificate rule.
    await page.goto('/admin/camps', { waitUntil: 'networkidle' });
    await page
      .getByRole('row')
      .filter({ hasText: camp.name })
      .getByRole('button', { name: /^编\s?辑$/ })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('结业证书').fill('100');
    await edit.getByLabel('证书模板').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: templateName }).first().click();
    await saveScreenshot(page, 'camp-console-camp-certificate');
    await edit.getByRole('button', { name: /^(确定|保\s?存)$/ }).click();
    await expect
      .poll(async () => {
        const templates = await callConsole<CertificateTemplate[]>(
          page,
          '/api/admin/certificate/template/list',
          {},
        );
        return templates.find((template) => template.name === templateName)?.campCount;
      })
      .toBe(1);
  });
});
