// The phase-input fields of the game master's chapter (besides each order's `version`): what its
// door (./door.ts) looks for, and what its input check (./input.ts) checks.
export const GAME_MASTER_FIELDS = ['conditional', 'nmr', 'endOfGame'] as const;
