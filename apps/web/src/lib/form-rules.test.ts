import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULE_MESSAGE } from '@zhixue/contract';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  accountRules,
  addressRules,
  codeRules,
  mobileRules,
  newPasswordRules,
  nicknameRules,
  PASSWORD_MISMATCH_MESSAGE,
  passwordRules,
  repeatPasswordRules,
} from './form-rules';

/**
 * Runs rules the way antd's Form does for the built-in keys used here (required, whitespace, min
 * and max skip empty values) and the custom validators (always called); answers the first message,
 * or null when valid.
 */
async function firstError(rules: FormRule[], value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    const text = typeof value === 'string' ? value : '';
    if (rule.required && (value === undefined || value === '' || (rule.whitespace && text.trim() === ''))) {
      return rule.message;
    }
    const empty = value === undefined || value === '';
    if (!empty && rule.min !== undefined && text.length < rule.min) return rule.message;
    if (!empty && rule.max !== undefined && text.length > rule.max) return rule.message;
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => {});
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
}

describe('login form rules (spec section 5)', () => {
  it.each([
    [undefined, '请输入手机号'],
    ['', '请输入手机号'],
    ['   ', '请输入手机号'],
    ['12800000001', '请输入正确的手机号!'],
    ['1380000000', '请输入正确的手机号!'],
    ['138000000011', '请输入正确的手机号!'],
    ['1380000000a', '请输入正确的手机号!'],
    ['13800000001', null],
    [' 19912345678 ', null],
  ])('phone %j → %s', async (value, message) => {
    expect(await firstError(mobileRules, value)).toBe(message);
  });

  it('asks for code, account and password', async () => {
    expect(await firstError(codeRules, '')).toBe('请输入验证码');
    expect(await firstError(codeRules, '  ')).toBe('请输入验证码');
    expect(await firstError(codeRules, '123456')).toBeNull();
    expect(await firstError(accountRules, undefined)).toBe('请输入账号');
    expect(await firstError(accountRules, 'hdzz001')).toBeNull();
    expect(await firstError(passwordRules, '')).toBe('请输入密码');
    // Login takes any password that was set, however short.
    expect(await firstError(passwordRules, '1')).toBeNull();
  });

  it('holds a new password to the contract length rule', async () => {
    expect(await firstError(newPasswordRules, '')).toBe('请输入新密码');
    expect(await firstError(newPasswordRules, 'x'.repeat(PASSWORD_MIN - 1))).toBe(PASSWORD_RULE_MESSAGE);
    expect(await firstError(newPasswordRules, 'x'.repeat(PASSWORD_MAX + 1))).toBe(PASSWORD_RULE_MESSAGE);
    expect(await firstError(newPasswordRules, 'x'.repeat(PASSWORD_MIN))).toBeNull();
  });

  it('wants the repeated password equal to the first', async () => {
    const rules = repeatPasswordRules('password');
    expect(await firstError(rules, '')).toBe('请再次输入新密码');
    expect(await firstError(rules, 'Zhixue@2027', { password: 'Zhixue@2026' })).toBe(
      PASSWORD_MISMATCH_MESSAGE,
    );
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('两次输入的密码不一致');
    expect(await firstError(rules, 'Zhixue@2026', { password: 'Zhixue@2026' })).toBeNull();
  });
});

describe('account form rules reuse the contract messages', () => {
  it('checks the nickname like user/edit', async () => {
    expect(await firstError(nicknameRules, '')).toBe('请输入昵称');
    expect(await firstError(nicknameRules, '学'.repeat(21))).toBe('昵称最多20个字');
    expect(await firstError(nicknameRules, '小知')).toBeNull();
  });

  it('checks address fields like user/address/save', async () => {
    expect(await firstError(addressRules.name, '')).toBe('请输入收货人');
    expect(await firstError(addressRules.province, '')).toBe('请选择省份');
    expect(await firstError(addressRules.detail, '')).toBe('请输入详细地址');
    expect(await firstError(addressRules.mobile, '123')).toBe('请输入正确的手机号!');
  });
});
