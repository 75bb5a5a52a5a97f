// Which spaces take part in convoys. The adjudicator asks these two questions here and nowhere
// else, so a new kind of space (the Baleares of the Ancient Mediterranean) is taught once.
import type { Province } from './types.js';

/** A fleet here may convoy: a sea, or an archipelago (the Baleares: seed 004 §8, §13). */
export function convoysLikeSea(p: Province<string> | undefined): boolean {
  return p !== undefined && (p.terrain === 'sea' || p.terrain === 'archipelago');
}

/**
 * An army may be convoyed out of or into here: coastal land, or an archipelago (armies reach and
 * leave the Baleares by convoy only, seed 004 §8). Inland provinces and seas are not convoy ends.
 */
export function convoyEnd(p: Province<string> | undefined): boolean {
  return p !== undefined && (p.terrain === 'coastal' || p.terrain === 'archipelago');
}
