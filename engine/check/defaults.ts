// Defaults of `casebook check`, in a module of their own so that the command's help can show them
// without loading the checker.
export const DEFAULT_TIMEOUT_MS = 10_000;
