// #23: Intimate Diplomacy's own lines of an order file say their problems as typed facts, in English
// (the reader's sentence as it always was, byte for byte) and in French (passing the French lint),
// each at its line:col; every message of Intimate's catalogue is reached by a broken sample.

import { describe, expect, it } from 'vitest';
import { messageIds } from '../language/index.js';
import { INTIMATE_FILE_EN_MESSAGES, INTIMATE_FILE_FR_MESSAGES } from '../language/messages/intimate-file.js';
import { LINTS } from '../testing/french-lint.js';
import { readIntimateLines } from './intimate-file.js';
import { fileProblemText } from './order-file-messages.js';
import { phaseFromText } from './phase-text.js';
import { prepareVariant } from './order-text.js';

/** Each broken text, and its problems: "line:col id", the English, the French. */
const SAMPLES: { name: string; text: string; problems: [string, string, string][] }[] = [
  {
    name: 'home powers',
    text: 'Spring 1902\nhome: alice, bob germany, bob france, carol prussia\n',
    problems: [
      ['2:7 intimate-pair-form', '"alice" is not a player and a power: write "alice france"', "« alice » n'est pas un joueur suivi de sa puissance, écrivez par exemple « alice france »"],
      ['2:27 intimate-named-twice', 'bob is named twice on this line (first at column 14): each once', "bob est nommé deux fois sur cette ligne (d'abord colonne 14) : une fois chacun"],
      ['2:45 file-unknown-power', 'unknown power "prussia" (powers: austria, england, france, germany, italy, russia, turkey)', 'puissance inconnue « prussia » (puissances Autriche, Angleterre, France, Allemagne, Italie, Russie, Turquie)'],
    ],
  },
  {
    name: 'credits',
    text: 'Spring 1902\ncredits: alice, bob x, carol 1000000001\n',
    problems: [
      ['2:10 intimate-pair-form', '"alice" is not a player and credits: write "alice 12"', "« alice » n'est pas un joueur suivi de ses crédits, écrivez par exemple « alice 12 »"],
      ['2:21 intimate-credits-not-number', '"x" is not a number of credits: write a whole number, 0 or more', "« x » n'est pas un nombre de crédits : écrivez un nombre entier, 0 ou plus"],
      ['2:30 intimate-credits-too-many', '1000000001 credits is more than a game can hold: at most 1,000,000,000', "1000000001 crédits, c'est plus qu'une partie ne peut en compter : 1\u202f000\u202f000\u202f000 au plus"],
    ],
  },
  {
    name: 'bids',
    text: 'Spring 1902 bidding\nhome: alice france, bob germany\nalice bids: italy 3, italie 2, austria\nalice bids: russia 1\nbob bids: germany 1, france 2\ncarol bids: turkey 1\n',
    problems: [
      ['3:22 intimate-bid-twice', 'italy is bid on twice on this line: each power once', "deux enchères sur l'Italie dans cette ligne : une seule par puissance"],
      ['3:32 intimate-pair-form', '"austria" is not a power and a bid: write "austria 5"', "« austria » n'est pas une puissance suivie d'une enchère, écrivez par exemple « autriche 5 »"],
      ['4:1 intimate-bids-again', "alice bids a second time (first at line 3): all of a player's bids go on one line", "alice enchérit une deuxième fois (d'abord ligne 3) : toutes les enchères d'un joueur vont sur une seule ligne"],
      ['5:11 intimate-home-power', "germany is bob's own home power: a player bids only on the five mercenaries", "l'Allemagne est le pays d'origine du joueur qui enchérit, bob : un joueur n'enchérit que sur les cinq mercenaires"],
      ['5:22 intimate-home-power', "france is alice's home power: a player bids only on the five mercenaries", "la France est le pays d'origine de l'autre joueur, alice : un joueur n'enchérit que sur les cinq mercenaires"],
      ['6:1 intimate-not-a-player', 'carol is not a player (alice or bob)', "carol n'est pas un joueur (alice ou bob)"],
    ],
  },
  {
    name: 'preferences, the coin, control',
    text: 'Printemps 1901 enchères\npreferences alice: italy germany\npreferences alice: france\ncoin: two words\ncontrol: italy, austria bob\n',
    problems: [
      ['3:1 intimate-preferences-again', "alice's preferences are given a second time (first at line 2): one list per player", "alice donne ses préférences une deuxième fois (d'abord ligne 2) : une seule liste par joueur"],
      ['4:6 intimate-coin', 'write the player who won the toss: "coin: bob"', 'écrivez le joueur qui a gagné le tirage au sort, par exemple « coin: bob »'],
      ['5:10 intimate-control-form', '"italy" is not a power and who orders it: write "austria bob" or "italy anarchy"', "« italy » n'est pas une puissance suivie de qui la dirige : écrivez par exemple « autriche bob » ou « italie anarchie »"],
    ],
  },
];

const reached = new Set<string>();

describe("Intimate Diplomacy's lines: their problems in English and French", () => {
  for (const s of SAMPLES) {
    it(s.name, () => {
      const { problems } = readIntimateLines(s.text);
      const sorted = [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
      expect(sorted.map((p) => [`${p.line}:${p.column} ${p.fact?.id}`, p.message, fileProblemText(p, 'fr')])).toEqual(s.problems);
      for (const p of sorted) {
        reached.add(p.fact!.id);
        const fr = fileProblemText(p, 'fr');
        expect(LINTS.flatMap((l) => (l.find(fr) ? [`${l.name}: ${l.find(fr)}`] : []))).toEqual([]);
        // One colon at most: the place is put before the sentence.
        expect(fr.match(/ : /g)?.length ?? 0).toBeLessThanOrEqual(1);
      }
    });
  }

  it('has each message in English and French, each reached by a sample', () => {
    const en = messageIds('en', INTIMATE_FILE_EN_MESSAGES);
    expect(messageIds('fr', INTIMATE_FILE_FR_MESSAGES)).toEqual(en);
    expect(en.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('casebook adjudicate reads them in the language asked (the CLI path: phaseFromText)', async () => {
    await prepareVariant('intimate');
    const text = 'Spring 1902 bidding\nvariant: intimate\nhome: alice france, bob germany\ncredits: alice 3, bob x\n';
    expect(phaseFromText(text, 'bids.txt')).toEqual({ problems: ['bids.txt:4:23: "x" is not a number of credits: write a whole number, 0 or more'] });
    expect(phaseFromText(text, 'bids.txt', undefined, 'fr')).toEqual({ problems: ["bids.txt:4:23: « x » n'est pas un nombre de crédits : écrivez un nombre entier, 0 ou plus"] });
  });
});
