// Public API of the bottom layer, for the command line and the site: reading what a user gave
// (strict UTF-8, own keys only) and showing it back (escaped controls, clipped values).
export { decodeUtf8, NOT_UTF8, type NotUtf8 } from './utf8.js';
export { own, ownKey } from './own.js';
export { escapeControls, escapeForTerminal } from './controls.js';
export { clip, show } from './show.js';
export { compareIds } from './plain-intl.js';
