import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))?.extension).toBe('png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))?.extension).toBe('jpg');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'))?.contentType).toBe('image/webp');
  });

  it('refuses everything else, including truncated signatures', () => {
    for (const sample of [
      bytes(''),
      bytes([0x89], 'PNG'),
      bytes([0xff, 0xd8]),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes('RIFF', [1, 2, 3], 'WEBP'),
      bytes('GIF89a'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('%PDF-1.7'),
    ]) {
      expect(detectImageType(sample)).toBeNull();
    }
  });
});
