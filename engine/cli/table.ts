// A readable terminal rendering of a phase result.
import type { ExplanationStep } from '../adjudicate/explain.js';
import type { compareRulesets } from '../adjudicate/compare.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';

export function formatTable(input: PhaseInput, out: PhaseOutput, steps: readonly ExplanationStep[]): string {
  const { season, year, type } = input.phase;
  const lines: string[] = [`${season} ${year} ${type} (${input.ruleset ?? 'rulebook-2000'})`, ''];
  const rows = out.orders.map((o) => [o.power, o.text, o.result + (o.dislodged ? ', dislodged' : ''), o.reason]);
  const header = ['power', 'order', 'result', 'reason'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  widths[3] = Math.min(widths[3], 100);
  const fmt = (r: string[]) => r.map((cell, c) => (c === 3 ? cell : cell.padEnd(widths[c]))).join('  ');
  lines.push(fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt), '');
  if (out.dislodged.length) {
    lines.push('Dislodged:');
    for (const d of out.dislodged) lines.push(`  ${d.power} ${d.type} ${d.loc} (attacked from ${d.attackerFrom}); may retreat to: ${d.retreats?.length ? d.retreats.join(', ') : 'nowhere, it is disbanded'}`);
    lines.push('');
  }
  if (out.contested.length) lines.push(`Standoffs left empty: ${out.contested.join(', ')}`, '');
  if (out.adjustments?.length) {
    lines.push('Adjustments:');
    for (const a of out.adjustments) lines.push(`  ${a.power} ${a.action} ${a.type} ${a.loc}${a.default ? ' (civil disorder)' : ''}`);
    lines.push('');
  }
  const byPower = new Map<string, string[]>();
  for (const u of out.units) byPower.set(u.power, [...(byPower.get(u.power) ?? []), `${u.type} ${u.loc}`]);
  lines.push('Position after:');
  for (const [p, us] of [...byPower].sort()) lines.push(`  ${p}: ${us.join(', ')}`);
  if (out.supplyCenters) {
    lines.push('', 'Supply centres:');
    for (const [p, list] of Object.entries(out.supplyCenters).sort()) lines.push(`  ${p} (${list!.length}): ${list!.join(', ')}`);
  }
  if (out.winner) lines.push('', `${out.winner} owns 18 centres and wins.`);
  if (out.next) lines.push('', `Next: ${out.next.season} ${out.next.year} ${out.next.type}`);
  if (steps.length) {
    lines.push('', 'Step by step:');
    steps.forEach((s, i) => lines.push(`  ${i + 1}. ${s.title.en}${s.rules.length ? ` (rule ${s.rules.join(', ')})` : ''}: ${s.text.en}`));
  }
  return lines.join('\n') + '\n';
}

export function formatComparison(input: PhaseInput, cmp: ReturnType<typeof compareRulesets>): string {
  if (cmp.differences.length === 0) return `\nEvery rule preset gives the same result as ${cmp.reference}.\n`;
  const lines = ['', `Under other rule presets (compared with ${cmp.reference}):`];
  for (const d of cmp.differences) {
    lines.push(`  ${d.ruleset}:`);
    for (const o of d.orders) lines.push(`    ${input.orders[o.index].power} ${input.orders[o.index].text}: ${o.here} instead of ${o.reference}`);
    if (d.positionDiffers) lines.push('    the position after differs');
    const decisive = d.options.filter((o) => o.decisive);
    for (const o of decisive.length ? decisive : d.options) lines.push(`    decided by ${o.option} (${o.about}): ${o.here} instead of ${o.reference}`);
  }
  return lines.join('\n') + '\n';
}
