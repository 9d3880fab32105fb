import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from './support/browser.js';
import { openFromMenu, operatorPage, SUPPORT_SECRET } from './support/console.js';
import { DEMO_LEARNERS, logInWithPasswordInModal, loginModal, settled } from './support/log-in.js';

const PAGE = '/single/citycenter';
const ADD = '/api/front/city/gift/add';

const isAdd = (url: string) => new URL(url).pathname === ADD;

function applicationForm(page: Page) {
  return page.getByRole('form', { name: '城市中心申请表' });
}

describe('a learner applies to run a city centre', () => {
  const session = useBrowser();

  it('is asked to log in, fixes what the form points out, applies and sees 审核中 after a reload', async () => {
    const page = session.page;
    let sent = 0;
    page.on('request', (request) => {
      if (isAdd(request.url())) sent += 1;
    });

    // A visitor reads the programme, and is asked to log in before applying.
    await page.goto(PAGE, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: '知学城市中心招募计划' }).waitFor();
    await loginModal(page);
    await saveScreenshot(page, 'city-center-visitor');
    await logInWithPasswordInModal(page, DEMO_LEARNERS.buyer);
    expect(new URL(page.url()).pathname, 'back on the programme after login').toBe(PAGE);

    // The form checks with the contract's messages before anything is sent.
    const form = applicationForm(page);
    await form.waitFor();
    await form.getByRole('button', { name: /提交申请/ }).click();
    await form.getByText('请输入姓名').waitFor();
    await form.getByText('请输入手机号').waitFor();
    await form.getByText('请选择所在城市').waitFor();
    await form.getByText('请输入公司/机构名称').waitFor();
    await form.getByText('请简要介绍您的从业经验').waitFor();
    const phone = form.getByRole('textbox', { name: '手机号' });
    await phone.fill('12345678901');
    await phone.blur();
    await form.getByText('请输入正确的手机号!').waitFor();
    expect(sent, 'nothing sent while the form has errors').toBe(0);

    await form.getByRole('textbox', { name: '姓名' }).fill('周明远');
    await phone.fill('13912345678');
    await form.getByRole('combobox', { name: '所在城市' }).click();
    // The drop-down zooms in: a click while it moves can land on the province next to the one meant.
    const province = page.getByRole('menuitemcheckbox', { name: '浙江省' });
    await settled(province);
    await province.click();
    await page.getByRole('menuitemcheckbox', { name: '杭州市' }).click();
    await form.getByRole('textbox', { name: '公司/机构名称' }).fill('杭州明远企业管理咨询有限公司');
    await form
      .getByRole('textbox', { name: '从业经验' })
      .fill('从事企业培训八年，服务过三十余家制造业客户，擅长内训师培养与课程开发项目。');
    await saveScreenshot(page, 'city-center-form-filled');

    const added = page.waitForResponse((response) => isAdd(response.url()));
    await form.getByRole('button', { name: /提交申请/ }).click();
    expect((await added).ok(), 'city/gift/add accepted the application').toBe(true);
    await page.getByText('审核中', { exact: true }).waitFor();
    expect(await form.count(), 'the status replaces the form').toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('审核中', { exact: true }).waitFor();
    await page.getByText('139****5678').waitFor();
    await page.getByText('浙江省 杭州市').waitFor();
    expect(await applicationForm(page).count(), 'one application per learner: no second form').toBe(0);
    expect(sent, 'one application sent').toBe(1);
    await saveScreenshot(page, 'city-center-under-review');

    // Support finds it in the console's queue and rejects it with a reason.
    const support = await operatorPage(page, 'support', SUPPORT_SECRET);
    await openFromMenu(support, '用户', '城市中心申请');
    const row = support.getByRole('row').filter({ hasText: '周明远' });
    await row.waitFor();
    await row.getByText('13912345678').waitFor();
    await saveScreenshot(support, 'console/city-center-applications');
    await row.getByRole('button', { name: '驳回' }).click();
    const dialog = support.getByRole('dialog');
    await dialog.getByRole('button', { name: /^驳\s?回$/ }).click();
    await dialog.getByText('请填写驳回原因').waitFor();
    await dialog.getByRole('textbox').fill('请补充近三年的培训项目案例');
    await saveScreenshot(support, 'console/city-center-reject');
    await dialog.getByRole('button', { name: /^驳\s?回$/ }).click();
    await support.getByText('已驳回，已通知申请人').waitFor();
    await expect.poll(() => row.count(), { message: 'the queue no longer holds it' }).toBe(0);
    await support.close();

    // The applicant reads the reason on the programme page and in the message centre.
    await page.bringToFront();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('未通过', { exact: true }).waitFor();
    await page.getByText('请补充近三年的培训项目案例').waitFor();
    await saveScreenshot(page, 'city-center-rejected');
    await page.goto('/message?category=application', { waitUntil: 'networkidle' });
    await page.getByText('城市中心申请未通过').first().waitFor();
    await page
      .getByText(/请补充近三年的培训项目案例/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'city-center-rejected-message');
  });
});
