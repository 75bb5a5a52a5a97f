// The postal report (#24, 001 §3.5.5, §4.1.1): written for a season in French and in English, read
// back to the same facts, and re-ruled to the same report, for every phase of every case.
import { describe, expect, it } from 'vitest';
import { boardOf } from '../index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../casebook/index.js';
import { adjudicate } from '../index.js';
import { adjudicateSeason } from '../adjudicate/game-master/season.js';
import { standardMap } from '../map/index.js';
import { formatPostalReport, isPostalReport, postalReportData, readPostalReport } from './postal-report.js';
import { parseOrderFile } from './order-file.js';

const cases = findCaseFiles()
  .map((f) => loadCaseFile(f))
  .flatMap((r) => (r.ok ? [r.loaded.data] : []));

describe('the postal report', () => {
  it('round-trips for every phase of every case, in French and in English: read back to the same facts, re-ruled to the same text', () => {
    const lost: string[] = [];
    let seasons = 0;
    for (const c of cases) {
      if (c.variant === 'intimate') continue; // Intimate Diplomacy has its own bidding and verdicts, not a postal report.
      for (const [i, run] of runPhases(c, c.ruleset, adjudicate).entries()) {
        if (!run.input || run.input.phase.type === 'bidding') continue;
        const map = boardOf(run.input);
        let season;
        try {
          season = adjudicateSeason(map, run.input);
        } catch (e) {
          lost.push(`${c.id} phase ${i + 1}: the season could not be ruled: ${(e as Error).message}`);
          continue;
        }
        seasons++;
        const want = postalReportData(map, season);
        for (const lang of ['fr', 'en'] as const) {
          const text = formatPostalReport(map, season, lang);
          const back = readPostalReport(map, text);
          const where = `${c.id} phase ${i + 1} (${lang})`;
          if (back.problems.length) lost.push(`${where}: ${back.problems.map((p) => `${p.line}:${p.column} ${p.message}`).join('; ')}\n${text}`);
          else if (JSON.stringify(back.data) !== JSON.stringify(want)) lost.push(`${where}: read back differently\n${JSON.stringify(want)}\n${JSON.stringify(back.data)}\n${text}`);
          else {
            // A report never says who voted how (001 §3.8): re-ruled, it has no vote, and so no result from one.
            const voted = season.phases.some((p) => p.input.endOfGame && 'proposal' in p.input.endOfGame);
            // Nor does it print the sheets a later one replaced: its note of the version ruled is a comment.
            const public_ = (t: string) => t.split('\n').filter((l) => !(voted && /^(Vote|Result|Résultat)\b/.test(l)) && !/^\s*#/.test(l)).join('\n');
            const again = formatPostalReport(map, adjudicateSeason(map, back.input!), lang);
            if (public_(again) !== public_(text)) lost.push(`${where}: re-ruled differently\n${text}\n${again}`);
          }
        }
      }
    }
    expect(seasons).toBeGreaterThan(200);
    expect(lost.slice(0, 5)).toEqual([]);
  }, 600_000);

  it('is a report the order-file reader knows, and says whose orders were missed', () => {
    const input = parseOrderFile(standardMap, 'Fall 1902\nruleset: rulebook-1971\nNMR: italy\nItaly has: A ven\nAustria: A tri - ven\nAustria: A tyr S A tri - ven\n').input!;
    const text = formatPostalReport(standardMap, adjudicateSeason(standardMap, input), 'en');
    expect(isPostalReport(text)).toBe(true);
    // Italy sent nothing: its army holds, and the game master retreats it by his default (001 §3.5.3).
    expect(text).toContain('Italy: NMR\n  A VEN H (d-ROM)\n');
    expect(text).toContain('  A TRI=VEN\n  A TYR S A TRI-VEN\n');
  });
});
