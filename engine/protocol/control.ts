// Who orders each power: a field of the phase input shared by the games for fewer than seven and
// Intimate Diplomacy (./intimate.ts), so a module of its own that both ./types.ts and ./intimate.ts read.

/**
 * Who orders a power in a game for fewer than seven (#15): a player (several powers may share one),
 * or nobody: `left-out` (6 and 5 players), `neutral` (1914's Italy before it joins a side),
 * `anarchy` (Intimate Diplomacy, equal bids). A dormant power's units only hold, never support one
 * another, and are removed when dislodged; it never builds.
 */
export type PowerControl = { player: string } | { dormant: 'left-out' | 'neutral' | 'anarchy' };
