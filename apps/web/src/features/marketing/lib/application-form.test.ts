import { describe, expect, it } from 'vitest';
import {
  checkApplication,
  FIELD_SCHEMAS,
  REGION_OPTIONS,
  regionError,
  toApplication,
} from './application-form';

const filled = {
  name: '周明远',
  mobile: '13912345678',
  region: ['浙江省', '杭州市'],
  company: '杭州明远企业管理咨询有限公司',
  experience: '从事企业培训八年，服务过三十余家制造业客户。',
};

describe('city-centre application form', () => {
  it('offers every province with its cities, municipalities as their own city', () => {
    const beijing = REGION_OPTIONS.find((option) => option.value === '北京市');
    expect(beijing?.children).toEqual([{ value: '北京市', label: '北京市' }]);
    const zhejiang = REGION_OPTIONS.find((option) => option.value === '浙江省');
    expect(zhejiang?.children.map((city) => city.value)).toContain('杭州市');
    expect(REGION_OPTIONS.length).toBe(34);
  });

  it('splits the cascader value into province and city', () => {
    expect(toApplication(filled)).toMatchObject({ province: '浙江省', city: '杭州市' });
    expect(toApplication({})).toEqual({
      name: '',
      mobile: '',
      province: '',
      city: '',
      company: '',
      experience: '',
    });
  });

  it('accepts a region only when the city belongs to the province', () => {
    expect(regionError(['浙江省', '杭州市'])).toBeNull();
    expect(regionError(['浙江省', '南京市'])).toBe('请选择所在城市');
    expect(regionError(['浙江省'])).toBe('请选择所在城市');
    expect(regionError(undefined)).toBe('请选择所在城市');
  });

  it('checks single fields with the spec and contract messages', () => {
    const message = (schema: { safeParse(v: unknown): unknown }, value: string) => {
      const result = schema.safeParse(value) as {
        success: boolean;
        error?: { issues: { message: string }[] };
      };
      return result.success ? null : result.error?.issues[0]?.message;
    };
    expect(message(FIELD_SCHEMAS.mobile, '')).toBe('请输入手机号');
    expect(message(FIELD_SCHEMAS.mobile, '12345678901')).toBe('请输入正确的手机号!');
    expect(message(FIELD_SCHEMAS.name, '')).toBe('请输入姓名');
    expect(message(FIELD_SCHEMAS.experience, '太短了')).toBe('从业经验至少填写10个字');
  });

  it('checks the whole form as the server does and names the field at fault', () => {
    expect(checkApplication(filled)).toEqual({ ok: true, application: toApplication(filled) });
    expect(checkApplication({ ...filled, region: ['江苏省', '杭州市'] })).toEqual({
      ok: false,
      field: 'region',
      message: '请选择所在城市',
    });
    expect(checkApplication({ ...filled, company: '' })).toEqual({
      ok: false,
      field: 'company',
      message: '请输入公司/机构名称',
    });
  });
});
