import {
  type CityCenterApplicationFields as ApplicationFields,
  CityCenterApplicationFields,
  chineseErrorMap,
  isKnownCity,
  PROVINCE_CITIES,
} from '@zhixue/contract';

/**
 * The city-centre form works on these values; the province and city are one cascader value.
 * Every check comes from the contract's schema, the one the server runs on city/gift/add.
 */
export interface ApplicationFormValues {
  name?: string;
  mobile?: string;
  region?: string[];
  company?: string;
  experience?: string;
}

export type ApplicationField = keyof ApplicationFormValues;

/** Province → city options for antd's Cascader. */
export const REGION_OPTIONS = Object.entries(PROVINCE_CITIES).map(([province, cities]) => ({
  value: province,
  label: province,
  children: cities.map((city) => ({ value: city, label: city })),
}));

export function toApplication(values: ApplicationFormValues): ApplicationFields {
  const [province = '', city = ''] = values.region ?? [];
  return {
    name: values.name ?? '',
    mobile: values.mobile ?? '',
    province,
    city,
    company: values.company ?? '',
    experience: values.experience ?? '',
  };
}

const shape = CityCenterApplicationFields.shape;

/** The fields the form shows one input for, checked by the contract's schema of that field. */
export const FIELD_SCHEMAS = {
  name: shape.name,
  mobile: shape.mobile,
  company: shape.company,
  experience: shape.experience,
} as const;

/** 请选择所在城市 unless the pair is a province and one of its cities. */
export function regionError(region: string[] | undefined): string | null {
  const [province = '', city = ''] = region ?? [];
  const parsed = shape.province.safeParse(province).success && shape.city.safeParse(city).success;
  return parsed && isKnownCity(province, city) ? null : '请选择所在城市';
}

export type CheckedApplication =
  | { ok: true; application: ApplicationFields }
  | { ok: false; field: ApplicationField; message: string };

/** The whole form through the contract's schema, before sending: the same verdict the server gives. */
export function checkApplication(values: ApplicationFormValues): CheckedApplication {
  const application = toApplication(values);
  const result = CityCenterApplicationFields.safeParse(application, { error: chineseErrorMap() });
  if (result.success) return { ok: true, application };
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? 'name');
  const field: ApplicationField = key === 'province' || key === 'city' ? 'region' : (key as ApplicationField);
  return { ok: false, field, message: issue?.message ?? '请检查填写的内容' };
}
