import { CODE_PADDING } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptCode, encryptField, fieldCipher, randomPadding } from './field-cipher';

const KEY = 'zhixue2026devkey';

describe('field cipher', () => {
  it('matches AES-128-ECB/PKCS7 as openssl computes it', () => {
    // openssl enc -aes-128-ecb -K 7a6869787565323032366465766b6579 (the server test's known answer)
    expect(encryptField('13800000001', KEY)).toBe('8sIr/EmdyYrf4/GH4vbz3Q==');
  });

  it.each(['13800000001', 'hdzz001', 'Zhixue@2026', '密码Passw0rd!', '', 'exactly16bytes!!'])(
    'round-trips %j',
    (plain) => {
      const encrypted = encryptField(plain, KEY);
      expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
      // PKCS7 always adds a block when the text fills one exactly.
      expect(atob(encrypted).length % 16).toBe(0);
      expect(decryptField(encrypted, KEY)).toBe(plain);
    },
  );

  it('is deterministic (ECB) and key dependent', () => {
    expect(encryptField('13800000001', KEY)).toBe(encryptField('13800000001', KEY));
    expect(encryptField('13800000001', 'another16bytekey')).not.toBe(encryptField('13800000001', KEY));
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => encryptField('x', 'short')).toThrow(/16 bytes/);
    expect(() => fieldCipher('知学知学知学')).toThrow(/16 bytes/); // 6 characters, 18 bytes
  });

  it('wraps the code in 4 random letters or digits on each side', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const encrypted = encryptCode('123456', KEY);
      seen.add(encrypted);
      const plain = decryptField(encrypted, KEY);
      expect(plain).toMatch(/^[A-Za-z0-9]{4}123456[A-Za-z0-9]{4}$/);
      expect(plain.slice(CODE_PADDING, -CODE_PADDING)).toBe('123456');
    }
    expect(seen.size, 'the padding changes every time').toBeGreaterThan(15);
  });

  it('binds the key once in fieldCipher', () => {
    const cipher = fieldCipher(KEY);
    expect(cipher.encryptField('13800000001')).toBe('8sIr/EmdyYrf4/GH4vbz3Q==');
    expect(decryptField(cipher.encryptCode('8888'), KEY).slice(4, -4)).toBe('8888');
  });
});

describe('randomPadding', () => {
  it('draws from letters and digits only', () => {
    expect(randomPadding(64)).toMatch(/^[A-Za-z0-9]{64}$/);
  });

  it('drops the bytes that would bias the alphabet', () => {
    // 248..255 are skipped; 0 → 'A', 61 → '9', 62 → 'A' again; the fourth comes from a second draw.
    const batches = [
      [255, 250, 248, 0, 61, 62, 249, 251],
      [9, 9, 9, 9, 9, 9, 9, 9],
    ];
    let call = 0;
    const padding = randomPadding(4, (bytes) => {
      bytes.set(batches[call] ?? []);
      call += 1;
    });
    expect(padding).toBe('A9AJ');
  });
});
