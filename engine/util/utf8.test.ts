import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './utf8.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('decodeUtf8', () => {
  it('decodes UTF-8, a real U+FFFD and accents included', () => {
    expect(decodeUtf8(bytes('Spring 1901\nFrance: A Par – Bur \uFFFD é\n'))).toEqual({ text: 'Spring 1901\nFrance: A Par – Bur \uFFFD é\n' });
  });

  it('places the first byte that is not UTF-8 at its line and column (invalid-utf8.txt)', () => {
    expect(decodeUtf8(bytes('Spring 1901\nEngland: F Lon - N', [0xff], 't', [0xfe], 'h\n'))).toEqual({ notUtf8: { line: 2, column: 19 } });
  });

  it('counts the characters before it, a real U+FFFD and a two-unit character among them', () => {
    expect(decodeUtf8(bytes('a\n\uFFFD😀é', [0xc3], 'x'))).toEqual({ notUtf8: { line: 2, column: 5 } });
    expect(decodeUtf8(bytes([0xe2, 0x82]))).toEqual({ notUtf8: { line: 1, column: 1 } });
    expect(decodeUtf8(bytes('ok\r\nok\r\n', [0xed, 0xa0, 0x80]))).toEqual({ notUtf8: { line: 3, column: 1 } });
  });
});
