// Bad phase input (not bad orders, which become `illegal` results): carries a plain message naming
// the field. Its own module so that the adjudicator's helpers can throw it without importing phase.ts.

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
