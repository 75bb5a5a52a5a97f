// A desk ruling exported as a case file loads with the casebook's loader and passes the runner's
// checks: its expectations are the engine's own results.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/index.js';
import { compareDislodged, compareOrders, comparePositionAfter, loadCaseText, runPhases } from '../../../engine/casebook/index.js';
import { nextPhaseText } from '../../../engine/formats/index.js';
import { ruleDesk } from './rule.js';
import { deskCaseYaml } from './export.js';

const FOLDER: Record<string, string> = { prose: 'prose', ancmed: 'ancient-mediterranean', 1914: 'fewer-players', 'six-players': 'fewer-players' };

async function exported(text: string) {
  const r = ruleDesk(text, 'rulebook-2000');
  const yaml = await deskCaseYaml(r.input!, r.detail!);
  const id = /^id: (\S+)$/m.exec(yaml)![1];
  const prefix = /^(prose|ancmed|1914|six-players)-/.exec(id)![1];
  return { r, yaml, loaded: loadCaseText(yaml, `cases/${FOLDER[prefix]}/${prefix === 'prose' ? id.replace(/^prose-/, '') : id}.yaml`) };
}

describe('exporting a desk ruling as a case', () => {
  const movement = 'Spring 1901\nGermany:\n  A Mun - Boh\n  A Sil S A Mun - Boh\nAustria:\n  A Boh H\n  A Vie - Boh\nRussia: A War - Gal\n';

  it('movement, retreats and adjustments: load with the casebook loader and pass its checks', async () => {
    const first = ruleDesk(movement, 'rulebook-2000');
    expect(first.detail!.output.dislodged).toHaveLength(1);
    // The desk's own next phase: its last heading is Austria's, with the retreats as a comment.
    const retreats = `${nextPhaseText(first.input!, first.detail!.output)}  A Boh - Tyr\n`;
    expect(retreats).toMatch(/Austria:\n {2}# [^\n]*\n {2}A Boh - Tyr\n$/);
    const winter = 'Winter 1901\nFrance has: A par\nFrance owns: par mar bre\nGermany has: A mun, A ber\nGermany owns: mun\nFrance:\n  Build F bre\n';
    for (const text of [movement, retreats, winter]) {
      const { loaded, yaml } = await exported(text);
      if (!loaded.ok) throw new Error(`${loaded.problems.map((p) => `${p.line}:${p.col} ${p.message}`).join('\n')}\n${yaml}`);
      const c = loaded.loaded.data;
      const ph = c.phases![0];
      const run = runPhases(c, c.ruleset, adjudicate)[0];
      for (const v of [compareOrders(ph, c.ruleset, run.output!), compareDislodged(ph, c.ruleset, run.output!), comparePositionAfter(ph, c.ruleset, run.output!)]) {
        expect(v.message).toBe('');
      }
    }
  });

  it('a variant’s phase: its variant, its coin and its board’s powers, and the case passes', async () => {
    const texts = [
      'Spring 1\nvariant: ancient-mediterranean\nRome:\n  A Rom - Apu\n  F Nea - Tys\nCarthage: F Car - Ber\n',
      'Spring 1915\nvariant: 1914\ncoin: central\nItaly: A Rom - Tus\nFrance: A Par - Bur\n',
      'Spring 1901\nvariant: six-players\nItaly has: A ven\nAustria: A Tri S A Ven\nFrance: A Par - Bur\n',
    ];
    for (const text of texts) {
      const { loaded, yaml, r } = await exported(text);
      expect(r.problems).toEqual([]);
      if (!loaded.ok) throw new Error(`${loaded.problems.map((p) => `${p.line}:${p.col} ${p.message}`).join('\n')}\n${yaml}`);
      const c = loaded.loaded.data;
      expect(c.variant).toBe(r.input!.variant);
      const ph = c.phases![0];
      const run = runPhases(c, c.ruleset, adjudicate)[0];
      for (const v of [compareOrders(ph, c.ruleset, run.output!), comparePositionAfter(ph, c.ruleset, run.output!)]) expect(v.message).toBe('');
      expect(run.output!.orders.map((o) => o.result)).toEqual(r.detail!.output.orders.map((o) => o.result));
    }
  });

  it('writes the engine’s results as expectations', async () => {
    const { yaml } = await exported(movement);
    expect(yaml.split('\n')[0]).toBe('# yaml-language-server: $schema=../case.schema.json');
    expect(yaml).toContain('expect: succeeds');
    expect(yaml).toMatch(/unit: A boh\n\s+power: austria\n\s+attackerFrom: mun/);
  });
});
