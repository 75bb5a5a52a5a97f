// 001 §3.7, the game master's errors, as data: the three classes the book sorts them into (with its
// examples), and the remedies it gives, each a fact worded in English and French by the language
// layer. Which class a published result's difference falls in needs a whole game's published
// reports: the game layer's (issue #24 leaves it to the whole-game model); the classes and remedies
// are here so that it can say them.
import { fact, type Fact } from '../../language/render.js';

export const GM_ERROR_CLASSES = ['transcription', 'position', 'ruling'] as const;
export type GmErrorClass = (typeof GM_ERROR_CLASSES)[number];

export const GM_REMEDIES = ['agree', 'tellConcerned', 'correctAll'] as const;
export type GmRemedy = (typeof GM_REMEDIES)[number];

/**
 * The remedies open to the game master for each class. The book ties only the first to a class ("erreur
 * de transcription dont la rectification est évidente"); the other two it leaves to "l'importance de
 * l'erreur", so both are open for the other classes.
 */
export const REMEDIES: Readonly<Record<GmErrorClass, readonly GmRemedy[]>> = {
  transcription: ['agree', 'tellConcerned', 'correctAll'],
  position: ['tellConcerned', 'correctAll'],
  ruling: ['tellConcerned', 'correctAll'],
};

/** "A transcription error: a move reported as succeeding that failed, ... (001 §3.7)". */
export function errorClassFact(kind: GmErrorClass): Fact {
  return fact('gm-error-class', { kind });
}

export function remedyFact(remedy: GmRemedy): Fact {
  return fact('gm-error-remedy', { remedy });
}

/** An error the game master hears of only at the next deadline may be left as it is (§3.7). */
export const lateNoticeFact = (): Fact => fact('gm-error-late');
