import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import * as contract from './index.js';
import { chineseErrorMap, fieldProblem } from './validation-messages.js';

/**
 * English as zod words it ("Invalid input: expected string, received undefined"): a Latin word
 * with a lower-case letter. Upper-case abbreviations a message may name (ID, ICP, YYYY-MM-DD) and
 * the scheme of an address it asks for (https://) pass.
 */
const ENGLISH_WORD = /[A-Za-z]*[a-z][A-Za-z]*/;
const URL_SCHEME = /\b[a-z]+:\/\//g;
const CHINESE = /[\u4e00-\u9fff]/;
const isEnglish = (message: string) => ENGLISH_WORD.test(message.replace(URL_SCHEME, ''));

/** Every console call the contract declares, found by shape so that a new one is included. */
const consoleEndpoints = Object.entries(contract).flatMap(([name, value]) => {
  const candidate = value as Partial<Endpoint> | null;
  return candidate && typeof candidate === 'object' && candidate.access === 'operator' && candidate.request
    ? [{ name, request: candidate.request }]
    : [];
});

/** What a console form sends when submitted untouched: nothing, or every field left blank. */
function emptySubmissions(request: z.ZodType): unknown[] {
  const shape = request instanceof z.ZodObject ? request.shape : {};
  return [{}, Object.fromEntries(Object.keys(shape).map((key) => [key, '']))];
}

function messagesOfEmptySubmissions(
  parse: (request: z.ZodType, body: unknown) => z.ZodSafeParseResult<unknown>,
) {
  return consoleEndpoints.flatMap(({ name, request }) =>
    emptySubmissions(request).flatMap((body) => {
      const parsed = parse(request, body);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ name, path: issue.path, message: issue.message }));
    }),
  );
}

describe('every console form submitted empty answers in Chinese', () => {
  it('finds the console calls', () => {
    expect(consoleEndpoints.length).toBeGreaterThan(100);
  });

  it('through the forms’ error map: no English, every message Chinese', () => {
    const messages = messagesOfEmptySubmissions((request, body) =>
      request.safeParse(body, { error: chineseErrorMap() }),
    );
    expect(messages.length).toBeGreaterThan(100);
    const english = messages.filter(({ message }) => isEnglish(message) || !CHINESE.test(message));
    expect(english).toEqual([]);
  });

  it('would catch zod’s own English (what the forms showed before)', () => {
    const messages = messagesOfEmptySubmissions((request, body) => request.safeParse(body));
    expect(messages.some(({ message }) => isEnglish(message))).toBe(true);
  });
});

describe('the Chinese error map', () => {
  it('asks for a missing field by its label, or says 必填', () => {
    expect(fieldProblem(z.string(), undefined, '课程名称')).toBe('请输入课程名称');
    expect(fieldProblem(z.string().min(1), '', '课程名称')).toBe('请输入课程名称');
    expect(fieldProblem(z.string(), undefined)).toBe('必填');
    expect(fieldProblem(z.array(z.number()).min(1), [], '课程')).toBe('请选择课程');
    expect(fieldProblem(z.enum(['a', 'b']), undefined, '跳转类型')).toBe('请选择跳转类型');
  });

  it('names lengths, numbers and formats', () => {
    expect(fieldProblem(z.string().max(20), '长'.repeat(21), '标题')).toBe('标题长度不能超过 20 个字符');
    expect(fieldProblem(z.string().min(6), 'abc')).toBe('长度不能少于 6 个字符');
    expect(fieldProblem(z.number().int(), 2.5, '天数')).toBe('请输入整数');
    expect(fieldProblem(z.number(), 'many')).toBe('请输入数字');
    expect(fieldProblem(z.number().min(0), -1, '价格')).toBe('价格不能小于 0');
    expect(fieldProblem(z.number().positive(), 0)).toBe('须大于 0');
    expect(fieldProblem(z.number().max(365), 400)).toBe('不能大于 365');
    expect(fieldProblem(z.string().regex(/^\d+$/), 'x', '编号')).toBe('编号格式不正确');
    expect(fieldProblem(z.enum(['a', 'b']), 'c')).toBe('不在可选范围内');
  });

  it('asks for a blank field in the schema’s own words for an empty text', () => {
    const avatar = z.string().min(1, '请上传讲师头像');
    expect(fieldProblem(avatar, undefined, '头像')).toBe('请上传讲师头像');
    expect(fieldProblem(z.string().regex(/^\d+$/, '编号有误'), undefined, '编号')).toBe('请输入编号');
  });

  it('keeps a schema’s own message and passes a good value', () => {
    expect(fieldProblem(contract.MobileNumber, '')).toBe('请输入手机号');
    expect(fieldProblem(contract.MobileNumber, '12345', '手机号')).toBe('请输入正确的手机号!');
    expect(fieldProblem(contract.MobileNumber, '13800000001')).toBeNull();
  });
});
