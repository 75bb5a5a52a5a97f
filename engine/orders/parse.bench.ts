// Micro-benchmark of parseOrder: `npx tsx engine/orders/parse.bench.ts`.
// Prints the best of several rounds, in nanoseconds per order, for three sets of orders.
import { parseOrder } from './parse.js';

const SETS: Record<string, readonly string[]> = {
  // A 30-order movement phase in DATC notation.
  datc: [
    'A Vie - Tri', 'A Bud - Gal', 'F Tri - Alb', 'A Lvp - Yor', 'F Lon - Nth', 'F Edi - Nwg', 'A Par - Bur', 'A Mar - Spa',
    'F Bre - Mao', 'A Ber - Kie', 'A Mun - Ruh', 'F Kie - Den', 'A Ven - Pie', 'A Rom - Ven', 'F Nap - Ion', 'A Mos - Ukr',
    'A War - Gal', 'F Stp/sc - Bot', 'F Sev - Bla', 'A Con - Bul', 'A Smy - Con', 'F Ank - Bla', 'F Nth C A Lon - Nwy',
    'A Lon - Nwy via convoy', 'A Mun S A Ber - Sil', 'A Ser S A Bud - Rum', 'F Mao - Spa/nc', 'F Con - Bul/ec', 'A Par H', 'A Tyr S A Vie',
  ],
  // The 2000 French rulebook's notation.
  french: [
    'A Par – Bou', 'A Var xxx', 'F Lon Tenir', 'F Con – Bul CE', 'A Rub S Allemagne A Sil – Mun', 'A Lon – Nge par convoi',
    'F MOc S F Gli – MTy', 'F Noï S A Bul – Rou', 'F Suè S StP – Nge', 'A Séb – Rou',
  ],
  // 001's postal report notation.
  postal: ['A PRU=VAR', 'A PRU:VAR', 'A SIL S A PRU-VAR', 'F NRD C A LON-BEL', 'A VAR s A MOS-UKR', 'A GAL S A AUTRICHE SER-BUD', 'A SER H'],
};

const ROUNDS = 7;
const TARGET_ORDERS = 1_000_000;
let sink = 0;
for (const [name, orders] of Object.entries(SETS)) {
  const reps = Math.ceil(TARGET_ORDERS / orders.length);
  let best = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < reps; i++) for (const o of orders) if (parseOrder(o).ok) sink++;
    const ns = Number(process.hrtime.bigint() - t0) / (reps * orders.length);
    if (ns < best) best = ns;
  }
  console.log(`${name.padEnd(7)} ${best.toFixed(0).padStart(5)} ns/order  (${orders.length} orders, best of ${ROUNDS} x ${reps * orders.length})`);
}
if (sink === 0) console.log('nothing parsed');
