// The phase after a ruling, written as an order file ready to type the next orders into: the board it
// starts from (every unit on a "has:" line, the centres, the dislodged units and standoffs of a retreat
// phase), then a heading per power that has something to order, with what it may do as comments: each
// dislodged unit's retreats, each power's builds or removals due. parseOrderFile reads it back to the
// same board (orders typed under the headings are read as usual; the comments are passed over).

import { carryOver } from '../adjudicate/phase.js';
import { fact, listArg, placeArg, render, unitArg, type Fact, type Lang } from '../language/render.js';
import { boardOf } from '../adjudicate/variant-rules.js';
import { adjustmentsDue } from '../game/adjustments-due.js';
import type { GameMap, PowerId } from '../map/types.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { formatOrderFile } from './order-file.js';
import { colon, powerName } from './file-words.js';

const TITLE = (p: string) => p[0].toUpperCase() + p.slice(1);

/** The phase `output` leads to, as an order file with power headings and what each may do as comments. */
export function nextPhaseText(input: PhaseInput, output: PhaseOutput, lang: Lang = 'en'): string {
  const map = boardOf(input);
  const next: PhaseInput = { ...carryOver(input, output), orders: [] };
  return formatOrderFile(next, map, lang) + headings(map, next, output, lang);
}

function headings(map: GameMap, next: PhaseInput, output: PhaseOutput, lang: Lang): string {
  const say = (f: Fact) => `  # ${render(f, lang, { map: map as never })}`;
  const lines: string[] = [];
  const section = (power: PowerId, comments: string[]) => lines.push(`${lang === 'en' ? TITLE(power) : powerName(map, power, lang)}${colon(lang).trimEnd()}`, ...comments);
  if (next.phase.type === 'retreat') {
    for (const power of map.powers) {
      const mine = output.dislodged.filter((d) => d.power === power);
      if (!mine.length) continue;
      section(
        power,
        mine.map((d) => {
          const unit = unitArg(`${d.type} ${d.loc}`);
          return say(d.retreats?.length ? fact('next-retreat', { unit, places: listArg(d.retreats.map(placeArg), 'or') }) : fact('next-no-retreat', { unit }));
        }),
      );
    }
  } else if (next.phase.type === 'adjustment') {
    for (const a of adjustmentsDue(map, next)) {
      if (a.delta === 0) continue;
      const args = { count: Math.abs(a.delta), centres: a.centres, units: a.units };
      const f = a.delta < 0 ? fact('next-removals', args) : a.buildSites.length ? fact('next-builds', { ...args, sites: listArg(a.buildSites.map(placeArg), ',') }) : fact('next-builds-nowhere', args);
      section(a.power, [say(f)]);
    }
  } else {
    for (const power of map.powers) if (next.units.some((u) => u.power === power)) section(power, []);
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}
