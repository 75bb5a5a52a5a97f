// Canonical English printer for the Order AST: DATC-style words with the project's canonical
// lowercase location ids. parseOrder() reads everything printed here back to the same AST
// (given the phase for retreats and bare builds, see below).
//
//   hold      A par H
//   move      A par - bur            A lon - nwy via convoy        F con - bul/ec
//   support   A mun S A bur          A mun S A ber - sil           A ruh S france A par - bur
//   convoy    F nth C A lon - nwy    F mao C england A lon - tun
//   retreat   A bur - gas            (same form as a move: parse it with phase 'retreat')
//   disband   A gal disband          (one form for both retreat-phase disbands and adjustment
//                                     removals: the AST does not tell them apart, and the
//                                     parser also reads "Remove A gal", "retirer A gal", ...)
//   build     Build F edi            Build F stp/nc
//   waive     Waive
//
// A missing unit type is left out ("par - bur"); a supported or convoyed unit's power, when
// known, is printed as its id before the unit.

import type { Order, ParsedOrder, UnitRef } from './ast.js';

export function printUnit(unit: UnitRef): string {
  const core = unit.type ? `${unit.type} ${unit.loc}` : unit.loc;
  return unit.power ? `${unit.power} ${core}` : core;
}

function own(unit: UnitRef): string {
  // The ordered unit's power is not part of the canonical text (see printParsedOrder).
  return unit.type ? `${unit.type} ${unit.loc}` : unit.loc;
}

export function printOrder(order: Order): string {
  switch (order.kind) {
    case 'hold':
      return `${own(order.unit)} H`;
    case 'move':
      return `${own(order.unit)} - ${order.to}${order.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return order.to === undefined
        ? `${own(order.unit)} S ${printUnit(order.target)}`
        : `${own(order.unit)} S ${printUnit(order.target)} - ${order.to}`;
    case 'convoy':
      return `${own(order.unit)} C ${printUnit(order.target)} - ${order.to}`;
    case 'retreat':
      return `${own(order.unit)} - ${order.to}`;
    case 'disband':
      return `${own(order.unit)} disband`;
    case 'build':
      return `Build ${own(order.unit)}`;
    case 'waive':
      return 'Waive';
  }
}

/** The order with its power first ("england: A lon - bel"). The postal outcome mark is not printed. */
export function printParsedOrder(parsed: ParsedOrder): string {
  const text = printOrder(parsed.order);
  return parsed.power ? `${parsed.power}: ${text}` : text;
}
