import {
  type CourseCard,
  type CourseDetail,
  courseCatalog,
  courseDetail,
  courseList,
  deviceDetail,
  homeBannerList,
  homeCourseList,
  homeFreeList,
  homeNewList,
  homeRecommendList,
  homeTrainingAllList,
  homeTrainingList,
  homeVipList,
  learnDurationSave,
  type Page,
  type SessionInfo,
  userDetail,
  userLoginAccount,
  userSessionList,
  vodPlaySts,
} from '@zhixue/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { builtServerForThisFile, fetchFrom } from './built-server.js';
import { type ApiClient, apiClient } from './harness.js';
import { learningCalls } from './learning-support.js';
import {
  encrypt,
  type LoggedIn,
  loginWithAccount,
  loginWithCode,
  loginWithWeChatCode,
  phoneNumbers,
  scanWithDevelopmentWeChat,
  startWeChatScan,
} from './login-helpers.js';
import { orderApi, payInSandbox } from './orders-support.js';

// The production bundle, started as `npm start` starts it and called from an address other than
// 127.0.0.1: the other suites run the TypeScript sources in Vitest, whose module loading differs
// from Node's (CommonJS interop), and mostly from 127.0.0.1, which skips the IP lookup.

/** Any loopback address but 127.0.0.1 reaches the server from outside the loopback shortcuts. */
const SOURCE_ADDRESS = '127.0.0.9';
const source = fetchFrom(SOURCE_ADDRESS);
afterAll(() => source.close());

/**
 * Trusting the proxy, the server sees a call that carries no X-Forwarded-For at its socket's
 * address, as it would by default; so one server (one start of the embedded database, the bulk of
 * this file's time) serves both the direct calls and the forwarded ones.
 */
const server = builtServerForThisFile({ TRUST_PROXY: 'true' });
showServerErrorsOnFailure(server);
const calledFrom = (headers: Record<string, string> = {}) =>
  apiClient(server.baseUrl, { send: source.send, headers });
const behindProxy = (address: string) => calledFrom({ 'x-forwarded-for': address });

describe('the built server, called directly from another address', () => {
  journeys(() => calledFrom(), SOURCE_ADDRESS, phoneNumbers('1361900'));
});

describe('the built server behind a trusted proxy', () => {
  journeys(() => behindProxy('203.0.113.7'), '203.0.113.7', phoneNumbers('1361901'));

  it.each([
    ['192.168.3.20', '本地网络'],
    ['202.96.209.133', '上海市'],
  ])('places a learner forwarded from %s in %s', async (address, place) => {
    const client = behindProxy(address);
    expect(await data(client, null, deviceDetail.path)).toEqual({ deviceId: `${place} ${address}` });
    const learner = await loginWithAccount(client, '13800000002', DEMO_PASSWORD);
    expect(learner.body.code).toBe('00000');
    await expectSessionFrom(client, learner, address);
  });
});

describe('the built server behind a TLS-terminating proxy', () => {
  const overTls = () => calledFrom({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });

  it.each([
    ['/', "'self'"],
    ['/course/base/1', "'self'"],
    ['/admin/', "'none'"],
    ['/admin/orders', "'none'"],
  ])('serves the built page %s with its policy (frame-ancestors %s) and HSTS', async (path, ancestors) => {
    const response = await overTls().fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`frame-ancestors ${ancestors}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it("sets the learner's session cookie Secure", async () => {
    const login = await overTls().post(userLoginAccount.path, {
      account: encrypt('13800000002'),
      password: encrypt(DEMO_PASSWORD),
      deviceId: '',
      loginDevice: 'pc',
    });
    expect(login.body.code).toBe('00000');
    expect(login.headers.get('set-cookie')).toMatch(/^zx_token=[^;]+;.*;\s*Secure/i);
  });
});

it('logged no error while serving all of this', () => {
  expect(server.errors()).toBe('');
});

/** A failing call answers only its code: the stack of a 500 is in the server's log. */
function showServerErrorsOnFailure(server: { errors(): string }) {
  beforeEach(({ onTestFailed }) => {
    const before = server.errors().length;
    onTestFailed(() => {
      const errors = server.errors().slice(before);
      if (errors) console.error(`errors the built server logged during the test:\n${errors}`);
    });
  });
}

async function data<T>(client: ApiClient, who: LoggedIn | null, path: string, body: unknown = {}) {
  return learningCalls(client).data<T>(who, path, body);
}

async function expectSessionFrom(client: ApiClient, who: LoggedIn, address: string) {
  const sessions = await data<SessionInfo[]>(client, who, userSessionList.path);
  const current = sessions.find((session) => session.current);
  expect(current).toMatchObject({ ip: address, deviceId: expect.stringMatching(` ${address}$`) });
}

/** What a learner does on the site, each call from the address `address` the client appears at. */
function journeys(client: () => ApiClient, address: string, freshPhone: () => string) {
  it('tells the caller its device id', async () => {
    const { deviceId } = await data<{ deviceId: string }>(client(), null, deviceDetail.path);
    expect(deviceId).toMatch(new RegExp(`^\\S+ ${address.replaceAll('.', '\\.')}$`));
  });

  it('logs in with an SMS code', async () => {
    const learner = await loginWithCode(client(), freshPhone());
    expect(learner.body.code).toBe('00000');
    await expectSessionFrom(client(), learner, address);
  });

  it.each([
    ['an individual learner', '13800000001'],
    ['an enterprise learner', 'hdzz001'],
  ])('logs %s in with account and password', async (_who, account) => {
    const learner = await loginWithAccount(client(), account, DEMO_PASSWORD);
    expect(learner.body.code).toBe('00000');
    expect(await data(client(), learner, userDetail.path)).toMatchObject({ id: learner.userId });
    await expectSessionFrom(client(), learner, address);
  });

  it('logs in with WeChat: binds a phone the first time, then straight in', async () => {
    const scan = async () => {
      const state = await startWeChatScan(client());
      return loginWithWeChatCode(
        client(),
        await scanWithDevelopmentWeChat(client(), state, `微信用户·${address}`),
        state,
      );
    };
    const first = await scan();
    expect(first.body.code).toBe('00000');
    const { bindTicket } = first.body.data as { bindTicket: string };
    const bound = await loginWithCode(client(), freshPhone(), { type: 1, bindTicket });
    expect(bound.body.code).toBe('00000');

    const again = await scan();
    expect(again.body).toMatchObject({ code: '00000', data: { loginParams: { id: bound.userId } } });
    const token = (again.body.data as { loginParams: { token: string } }).loginParams.token;
    await expectSessionFrom(client(), { ...bound, headers: { token } }, address);
  });

  it('shows the home page, the course list and a course', async () => {
    for (const call of [
      homeBannerList,
      homeNewList,
      homeRecommendList,
      homeFreeList,
      homeCourseList,
      homeTrainingAllList,
      homeVipList,
      homeTrainingList,
    ]) {
      await data(client(), null, call.path);
    }
    const { list } = await data<Page<CourseCard>>(client(), null, courseList.path, { pageSize: 5 });
    expect(list.length).toBeGreaterThan(0);
    const [first] = list as [CourseCard];
    expect(await data(client(), null, courseDetail.path, { id: first.id })).toMatchObject({ id: first.id });
  });

  it('buys a course in the payment sandbox, then watches it', async () => {
    const learner = await loginWithCode(client(), freshPhone());
    const courseId = await firstPaidCourse(client(), learner);
    const { settle, save, detail, ok, call } = orderApi(client());
    await settle(learner, { id: courseId, type: 1 });
    const order = await save(learner, { id: courseId, type: 1 });
    const { codeUrl } = await ok<{ codeUrl: string }>(call(learner, 'pay/wx', { id: order.id }));
    expect((await payInSandbox(client(), codeUrl)).status).toBe(200);
    expect(await detail(learner, order.id)).toMatchObject({ status: 'paid' });

    const [chapter] = await data<Array<{ sectionFrontList: Array<{ id: number; playable: boolean }> }>>(
      client(),
      learner,
      courseCatalog.path,
      { id: courseId },
    );
    const section = chapter?.sectionFrontList[0];
    expect(section?.playable).toBe(true);
    const play = { courseId, sectionId: section?.id };
    const { playToken } = await data<{ playToken: string }>(client(), learner, vodPlaySts.path, play);
    const beat = { ...play, playToken, seq: 1, positionSeconds: 0, watchedSeconds: 0 };
    expect(await data(client(), learner, learnDurationSave.path, beat)).toMatchObject({ applied: true });
  });
}

/** The first listed paid single course, sold at its own price, that the learner may not study yet. */
async function firstPaidCourse(client: ApiClient, learner: LoggedIn): Promise<number> {
  const body = { type: 1, charge: 'paid', pageSize: 50 };
  const { list } = await data<Page<CourseCard>>(client, learner, courseList.path, body);
  for (const card of list) {
    const course = await data<CourseDetail>(client, learner, courseDetail.path, { id: card.id });
    if (course.charge === 1 && !course.canStudy && !course.enquire && !course.activityProductDetail) {
      return course.id;
    }
  }
  throw new Error('no paid course to buy in the demo catalogue');
}
