// What the dispute desk loads only when a phase names a variant (#14, #15): the variant games, their
// rules and texts, and the Ancient Mediterranean board. site/desk/variant-layer.ts stands in for
// these modules in the desk's bundle until this chunk has come (site/desk/browser-stubs.mjs).
export { resolveVariant, powerNamesOf } from '../../engine/variants/game';
export { phaseGameOf } from '../../engine/variants/phase-rules';
export { victoryByCentres } from '../../engine/variants/fewer-players';
export { variantById } from '../../engine/variants/load';
export { adjudicateIntimate } from '../../engine/variants/intimate-phase';
export {
  afterMovement,
  closedAsContested,
  dormantDislodged,
  movementSteps,
  noBuildSteps,
  plainReason,
  removedSteps,
  rewordClosedNeighbours,
  setAsideOrders,
  victoryStep,
  withVariantSteps,
  neverBuilders,
} from '../../engine/variants/dormant-powers';
export { readIntimateLines, withIntimate } from '../../engine/formats/intimate-file';
