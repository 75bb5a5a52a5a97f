// Order notation: parse the books' and DATC notations into the Order AST, print it back.
export type * from './ast.js';
export { parseOrder, powerNamed } from './parse.js';
export type { ParseContext } from './parse.js';
export { printOrder, printParsedOrder, printUnit } from './print.js';
