export {
  decryptField,
  encryptCode,
  encryptField,
  type FieldCipher,
  fieldCipher,
  randomPadding,
} from './field-cipher';
export { loadFieldCipher, useFieldCipher } from './use-field-cipher';
