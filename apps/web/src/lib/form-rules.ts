import {
  fieldProblem,
  MobileNumber,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGE,
  userAddressSave,
  userEdit,
} from '@zhixue/contract';
import type { FormRule } from 'antd';

/**
 * antd form rules for the spec's validation (section 5), built from the contract's schemas and
 * constants so the browser says exactly what the server would. Forms run them on blur
 * (`validateTrigger="onBlur"`) and again on submit. Types only from antd: this file stays light.
 */

/**
 * Runs a contract schema on the trimmed text and shows its first message: the schema's own, or the
 * contract's Chinese wording of zod's (fieldProblem), as the console's forms do.
 */
export function schemaRule(schema: Parameters<typeof fieldProblem>[0]): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = fieldProblem(schema, typeof value === 'string' ? value.trim() : (value ?? ''));
      if (problem) throw new Error(problem);
    },
  };
}

const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

/** 请输入手机号 / 请输入正确的手机号! (the contract's MobileNumber). */
export const mobileRules: FormRule[] = [schemaRule(MobileNumber)];
export const codeRules: FormRule[] = [required('请输入验证码')];
export const accountRules: FormRule[] = [required('请输入账号')];
/** Login accepts whatever password was set, so only presence is checked. */
export const passwordRules: FormRule[] = [{ required: true, message: '请输入密码' }];
export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入新密码' },
  { min: PASSWORD_MIN, max: PASSWORD_MAX, message: PASSWORD_RULE_MESSAGE },
];

export const PASSWORD_MISMATCH_MESSAGE = '两次输入的密码不一致';

/** The repeated new password: required and equal to the field `passwordField`. */
export function repeatPasswordRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: '请再次输入新密码' },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(PASSWORD_MISMATCH_MESSAGE);
      },
    }),
  ];
}

/** 请输入昵称 / 昵称最多20个字, as `user/edit` checks it. */
export const nicknameRules: FormRule[] = [schemaRule(userEdit.request.shape.nickname.unwrap())];

/** The address form's fields, as `user/address/save` checks them. */
const addressShape = userAddressSave.request.shape;
export const addressRules = {
  name: [schemaRule(addressShape.name)],
  mobile: mobileRules,
  province: [schemaRule(addressShape.province)],
  city: [schemaRule(addressShape.city)],
  detail: [schemaRule(addressShape.detail)],
} satisfies Record<string, FormRule[]>;
