// Text for a terminal: control characters written as escapes ("\u001b"), so that an order text or
// an adapter's message cannot move the cursor, erase lines, recolour or reorder what is shown
// (issue 28, round 3). C0 and C1 controls, DEL, and the bidirectional format characters.

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of text (a table cell, a name): every control character escaped, newlines too. */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, escape);
}

/** A whole output of several lines: its newlines kept, every other control character escaped. */
export function escapeForTerminal(text: string): string {
  return text.replace(CONTROLS_BUT_NEWLINE, escape);
}
