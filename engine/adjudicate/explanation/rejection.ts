// Why an order was set aside before resolution, as a fact: read from the rejection's code, the
// parsed order and the board, so that the sentence (with the places' grammar in French) comes
// from the catalogues like every other reason. The board keeps its own wording for the protocol's
// English; this only decides what the reason says.

import type { Board, Rejection, SubmittedOrder } from '../movement/board.js';
import type { Unit } from '../../map/types.js';
import { fact, placeArg, powerArg, unitArg, type Fact } from './render.js';

const unitText = (u: Unit) => unitArg(`${u.type} ${u.loc}`);

export function rejectionFact(b: Board, i: number, rejection: Rejection, submitted: SubmittedOrder | undefined): Fact {
  const parsed = submitted?.parsed;
  if (!parsed || !parsed.ok) {
    const message = parsed && !parsed.ok ? parsed.error.message : rejection.en;
    return fact('reject-unreadable', { message: { text: { en: message, fr: message } } });
  }
  const order = parsed.value.order;
  const u = b.orderUnit[i];
  const unit = u >= 0 ? unitText(b.units[u]) : unitArg(`${order.kind === 'waive' ? '' : (order.unit.type ?? '?')} ${order.kind === 'waive' ? '' : order.unit.loc}`.trim());
  const at = (loc: string) => b.unitAt.get(b.map.provinceOf(loc));
  const targetUnit = () => {
    const t = 'target' in order ? at(order.target.loc) : undefined;
    return t === undefined ? unitArg('?') : unitText(b.units[t]);
  };
  switch (rejection.code) {
    case 'unreadable':
      return fact('reject-unreadable', { message: { text: { en: rejection.en, fr: rejection.en } } });
    case 'wrongPhase':
      return fact('reject-wrong-phase', { kind: order.kind });
    case 'noUnit':
      return fact('reject-no-unit', { prov: placeArg(order.kind === 'waive' ? '?' : b.map.provinceOf(order.unit.loc)) });
    case 'foreignUnit':
      return fact('reject-foreign', { unit, owner: powerArg(b.units[u].power), power: powerArg(submitted!.power) });
    case 'duplicate':
      return fact('reject-duplicate', { unit, count: b.orderUnit.filter((x, j) => x === u && b.rejections[j]?.code === 'duplicate').length });
    case 'unreachable': {
      const to = 'to' in order && order.to ? order.to : '?';
      return b.map.provinceOf(to) === b.prov[u] ? fact('reject-own-province', { unit }) : fact('reject-cannot-reach', { unit, to: placeArg(to) });
    }
    case 'ambiguousCoast':
      return fact('reject-ambiguous-coast', { unit, prov: placeArg(b.map.provinceOf('to' in order && order.to ? order.to : '?')) });
    case 'noConvoyRoute': {
      if (order.kind === 'move') return fact('reject-no-route', { unit, to: placeArg(b.map.provinceOf(order.to)) });
      if (order.kind !== 'convoy') break;
      const from = placeArg(b.map.provinceOf(order.target.loc));
      const to = placeArg(b.map.provinceOf(order.to));
      return rejection.en.includes('chain') ? fact('reject-no-chain', { sea: placeArg(b.prov[u]), from, to }) : fact('reject-not-coast-to-coast', { from, to });
    }
    case 'selfSupport':
      return fact('reject-self-support', { unit });
    case 'cannotSupportThere': {
      const into = placeArg(b.map.provinceOf(order.kind === 'support' ? (order.to ?? order.target.loc) : '?'));
      return rejection.en.includes('could only') ? fact('reject-only-through-supporter', { unit: targetUnit(), sea: placeArg(b.prov[u]) }) : fact('reject-support-unreachable', { unit, into });
    }
    case 'fleetNotAtSea':
      return fact('reject-fleet-not-at-sea', { unit });
    case 'noSupportedUnit':
      return fact('reject-no-supported-unit');
    case 'noConvoyedUnit':
      return fact('reject-no-convoyed-unit');
    case 'notAnArmy':
      return fact('reject-not-an-army', { unit: targetUnit() });
    case 'convoyMismatch':
      return fact('reject-convoy-mismatch', { unit: targetUnit(), to: placeArg(order.kind === 'convoy' ? b.map.provinceOf(order.to) : '?') });
    case 'convoyNotUsed':
      return fact('reject-convoy-not-used', { unit: targetUnit() });
    case 'supportMismatch': {
      const t = 'target' in order ? at(order.target.loc) : undefined;
      const moves = t !== undefined && b.dest[t] !== undefined && b.kind[t] === 1 ? b.dest[t] : undefined;
      return moves !== undefined ? fact('reject-support-mismatch-move', { unit: targetUnit(), to: placeArg(moves) }) : fact('reject-support-mismatch-still', { unit: targetUnit() });
    }
  }
  return fact('plain', { text: { text: { en: rejection.en, fr: rejection.fr } } });
}
