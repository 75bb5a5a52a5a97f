// The order-file reader gives the game master's reader only the files that may hold its lines
// (./game-master-door.ts): a file the door lets by must be read the same without it. Held here on
// every phase of every case (those with the chapter's fields among them) written as an order file
// in English and French and as a postal report, and on each line form the reader takes.
import { describe, expect, it } from 'vitest';
import { adjudicate, boardOf } from '../index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../casebook/index.js';
import { adjudicateSeason } from '../adjudicate/game-master/season.js';
import { usesGameMaster } from '../adjudicate/game-master/door.js';
import type { GameMap } from '../map/types.js';
import { standardMap } from '../map/index.js';
import { formatOrderFile, parseOrderFile } from './order-file.js';
import { formatPostalReport } from './postal-report.js';
import { readGameMasterLines } from './game-master-lines.js';
import { mayHoldGameMasterLines } from './game-master-door.js';

/** What the reader takes from a file: nothing at all when the file has none of its lines. */
function taken(map: GameMap, text: string): string[] {
  const r = readGameMasterLines(map, text);
  const what: string[] = [];
  if (r.problems.length) what.push(`problems ${r.problems.map((p) => p.message).join('; ')}`);
  if (Object.keys(r.fields).length) what.push(`fields ${JSON.stringify(r.fields)}`);
  if (r.units.length) what.push('units');
  if (r.unreadableOnPurpose.size) what.push('(u) orders');
  if (text.split('\n').some((_, k) => r.versionAt(k + 1) > 1)) what.push('versions');
  const rest = r.rest.split('\n');
  if (text.split('\n').some((line, k) => line.replace(/#.*$/, '').trim() && !rest[k].trim())) what.push('lines blanked');
  // The lines it rewrites (a power heading) must read the same as written.
  if (JSON.stringify(parseOrderFile(map, r.rest)) !== JSON.stringify(parseOrderFile(map, text))) what.push('a line read differently');
  return what;
}

describe("the game master's lines behind their door", () => {
  it('lets by only files the reader takes nothing from: every phase of every case, as order files and postal reports', () => {
    const cases = findCaseFiles()
      .map((f) => loadCaseFile(f))
      .flatMap((r) => (r.ok ? [r.loaded.data] : []));
    const missed: string[] = [];
    let files = 0;
    let withFields = 0;
    for (const c of cases) {
      for (const [i, run] of runPhases(c, c.ruleset, adjudicate).entries()) {
        if (!run.input) continue;
        const map = boardOf(run.input);
        const texts = (['en', 'fr'] as const).map((lang) => formatOrderFile(run.input!, map, lang));
        if (c.variant !== 'intimate' && run.input.phase.type !== 'bidding') {
          try {
            const season = adjudicateSeason(map, run.input);
            texts.push(formatPostalReport(map, season, 'en'), formatPostalReport(map, season, 'fr'));
          } catch {
            // A season the report cannot rule (the postal-report tests say which): its phase's order files stand.
          }
        }
        if (usesGameMaster(run.input)) withFields++;
        for (const text of texts) {
          files++;
          if (usesGameMaster(run.input) && !mayHoldGameMasterLines(text)) missed.push(`${c.id} phase ${i + 1}: its fields' lines were let by\n${text}`);
          if (mayHoldGameMasterLines(text)) continue;
          const what = taken(map, text);
          if (what.length) missed.push(`${c.id} phase ${i + 1}: ${what.join(', ')}\n${text}`);
        }
      }
    }
    expect(files).toBeGreaterThan(1000);
    expect(withFields).toBeGreaterThan(10);
    expect(missed.slice(0, 3)).toEqual([]);
  }, 300_000);

  it('stops each line form the reader takes (the forms of game-master-lines.ts)', () => {
    const movement = (lines: string) => `Spring 1901\nEngland has: F lon, F edi, A lvp\nRussia has: A war\n${lines}\n`;
    const fall = (lines: string) => `Fall 1901\nEngland has: F lon, F edi, A lvp\nRussia has: A war\n${lines}\n`;
    const forms = [
      movement('England, version 2:\n  F lon - nth'),
      movement('Angleterre (2e version) :\n  F LON - MDN'),
      movement('England (v2):\n  F lon H'),
      movement('England: F lon - nth\nif dislodged: F Lon - Wal, Yor'),
      movement('Angleterre :\n  si délogée : F LON - GAL, YOR, disband'),
      movement('Angleterre :\n  F LON fait retraite à GAL, YOR'),
      movement('England:\n  F Lon retreats to Wal, Yor'),
      fall('England:\n  builds: F Lon, A Lvp'),
      fall('England:\n  construire F LON, A LVP'),
      fall('England:\n  removals: F(Lon)'),
      fall('Angleterre :\n  retirer F(LON)'),
      movement('NMR: russia'),
      movement('ONR : russie'),
      movement('Russia: NMR\n  A War H'),
      movement('Russia (NMR):\n  A War H'),
      movement('time limit'),
      movement('limite de temps'),
      movement('proposal: draw\nvotes: england for, russia against\nabstentions: for'),
      movement('proposition : concession à la Russie'),
      movement('England:\n  F Lon - Nth (a)\n  F Edi H (o)'),
      movement('England: F lon - nth\n---\nEngland: A Lvp - Yor'),
    ];
    for (const text of forms) {
      expect(mayHoldGameMasterLines(text), text).toBe(true);
      expect(taken(standardMap, text).length, text).toBeGreaterThan(0);
    }
    // A report's result marks, which re-ruling finds again: stopped too.
    expect(mayHoldGameMasterLines(movement('England:\n  F Lon - Nth (d-YOR)'))).toBe(true);
  });

  it('lets by the files of a standard phase, comments and French headings included', () => {
    const plain = [
      'Spring 1901\nEngland: F lon - nth # builds: none\nFrance: A par - bur\n',
      'Printemps 1901\nAngleterre :\n  F LON - MDN\nFrance : A PAR - BOU\n',
      'Winter 1901\nEngland owns: lon edi lvp nwy\nEngland has: F nth\nEngland: build F lon\n',
      'Fall 1901 retreats\nEngland has: F lon\nRussia has: A war\nRussia dislodged: A mos from stp\nRussia: A mos - ukr\n',
    ];
    for (const text of plain) {
      expect(mayHoldGameMasterLines(text), text).toBe(false);
      expect(taken(standardMap, text), text).toEqual([]);
    }
  });
});
