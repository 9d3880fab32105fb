import { Radio } from 'antd';

/** Spec: gender 1 male, 2 female, 0 secret. */
export const GENDER_OPTIONS = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
  { label: '保密', value: 0 },
] as const;

export type GenderValue = (typeof GENDER_OPTIONS)[number]['value'];

interface GenderPickerProps {
  value?: GenderValue;
  onChange?: (value: GenderValue) => void;
}

/** The spec's gender picker (male, female, secret), usable as an antd form control. */
export function GenderPicker({ value, onChange }: GenderPickerProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as GenderValue)}
      options={GENDER_OPTIONS.map((option) => ({ ...option }))}
      aria-label="性别"
    />
  );
}
