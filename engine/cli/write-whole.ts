// The last words of the command line: written synchronously and whole before it exits, and of a
// size a person can read.
import { writeSync } from 'node:fs';

/** The longest message printed; the rest is counted (a flood of problems is already summarised at its source). */
export const MAX_MESSAGE_CHARS = 20_000;

/** `message`, cut at a line end past MAX_MESSAGE_CHARS, saying how much was left out. */
export function capped(message: string): string {
  if (message.length <= MAX_MESSAGE_CHARS) return message;
  const cut = message.lastIndexOf('\n', MAX_MESSAGE_CHARS);
  const end = cut > MAX_MESSAGE_CHARS / 2 ? cut : MAX_MESSAGE_CHARS;
  return `${message.slice(0, end)}… (and ${(message.length - end).toLocaleString('en')} more characters)`;
}

/**
 * Write all of `text` to `fd` now: a pipe that is full (EAGAIN) is waited for; any other error
 * (a closed pipe: EPIPE) ends the writing, and goes to `failed` when it is given.
 */
export function writeWhole(fd: number, text: string, failed?: (e: NodeJS.ErrnoException) => void): void {
  let bytes: Uint8Array = Buffer.from(text);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') return failed?.(e as NodeJS.ErrnoException);
      Atomics.wait(pause, 0, 0, 5); // the reader drains the pipe meanwhile
    }
  }
}
