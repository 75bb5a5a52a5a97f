// Text read as bytes and decoded strictly: bytes that are not UTF-8 are refused at their place
// rather than turned into U+FFFD, which then vanished inside a province name ("N\ufffdt\ufffdh" read
// as "Nth": issue 28, round 3). Web standard TextDecoder, so the desk's bundle could use it too.

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');
const encoder = new TextEncoder();
/** The replacement character the lenient decoder writes for bytes it cannot read. */
const REPLACEMENT = '\uFFFD';

/** Where a text stops being UTF-8: 1-based line and column (in characters, as the readers count them). */
export interface NotUtf8 {
  line: number;
  column: number;
}

/** The text of `bytes`, or the place of the first byte that is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { notUtf8: NotUtf8 } {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    return { notUtf8: firstBadByte(bytes) };
  }
}

/**
 * The place of the first invalid sequence. The lenient decoding writes U+FFFD for it; a U+FFFD
 * the text really holds is written as its own three bytes (EF BF BD), which tells the two apart.
 */
function firstBadByte(bytes: Uint8Array): NotUtf8 {
  const text = lenient.decode(bytes);
  let byte = 0;
  let from = 0;
  for (let i = text.indexOf(REPLACEMENT); i >= 0; i = text.indexOf(REPLACEMENT, i + 1)) {
    byte += encoder.encode(text.slice(from, i)).length;
    from = i;
    if (bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd) continue;
    const lineStart = text.lastIndexOf('\n', i - 1) + 1;
    let line = 1;
    for (let k = text.indexOf('\n'); k >= 0 && k < lineStart; k = text.indexOf('\n', k + 1)) line++;
    return { line, column: i - lineStart + 1 };
  }
  // Unreachable when the strict decoder refused the bytes; a place rather than a throw all the same.
  return { line: 1, column: 1 };
}

/** The sentence the readers print after `file:line:col:`. */
export const NOT_UTF8 = 'the text cannot be read: these bytes are not UTF-8 (save the file as UTF-8 text)';
