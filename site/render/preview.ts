// Writes the rendered SVGs of some cases to a folder, with an HTML page per SVG that scales it to
// the window's width, for looking at them in a browser or screenshotting them headless:
//
//   npx tsx site/render/preview.ts /tmp/render schema-12 sample-game:4
//
// An argument is a case id, optionally with ":phase" (0-based); every step of each phase is
// written (name-p<phase>-s<step>.svg, and -all.svg for the phase without a step), in English, or
// in French with --fr. --full draws the whole board instead of the crop.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adjudicate, adjudicateWithDetail } from '../../engine/index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../../engine/casebook/index.js';
import { renderPhase } from './index.js';

const args = process.argv.slice(2);
const outDir = args.shift();
if (!outDir) {
  console.error('usage: npx tsx site/render/preview.ts OUT_DIR CASE_ID[:PHASE]... [--fr] [--full]');
  process.exit(2);
}
const lang = args.includes('--fr') ? 'fr' : 'en';
const crop = !args.includes('--full');
const wanted = args.filter((a) => !a.startsWith('--'));
mkdirSync(outDir, { recursive: true });

const cases = new Map<string, string>();
for (const f of findCaseFiles()) {
  const l = loadCaseFile(f);
  if (l.ok) cases.set(l.loaded.data.id, f);
}

for (const w of wanted) {
  const [id, phaseArg] = w.split(':');
  const file = cases.get(id);
  if (!file) {
    console.error(`no case "${id}"`);
    continue;
  }
  const l = loadCaseFile(file);
  if (!l.ok) continue;
  const c = l.loaded.data;
  runPhases(c, c.ruleset, adjudicate).forEach((run, pi) => {
    if (phaseArg !== undefined && Number(phaseArg) !== pi) return;
    if (!run.input) return;
    const d = adjudicateWithDetail(run.input);
    const steps = [undefined, ...d.explanation.map((_, k) => k)];
    for (const step of steps) {
      const name = `${id}-p${pi}-${step === undefined ? 'all' : `s${step}`}${lang === 'fr' ? '-fr' : ''}${crop ? '' : '-full'}`;
      const svg = renderPhase({ input: run.input, output: d.output, explanation: d.explanation, step, lang, crop });
      writeFileSync(path.join(outDir, `${name}.svg`), svg);
      writeFileSync(
        path.join(outDir, `${name}.html`),
        `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;background:#fff}img{display:block;width:100vw;height:auto}</style><img src="${name}.svg" alt="">`,
      );
      console.log(`${name}.svg ${(svg.length / 1024).toFixed(1)} KB`);
    }
  });
}
