export { createFieldCipher, type FieldCipher, unwrapPaddedCode } from './field-cipher.js';
export { hashPassword, verifyPassword } from './password.js';
export { createSealer, type Sealer } from './sealed-bytes.js';
export { keyedHash, newReadableCode, newToken, sameHash } from './tokens.js';
