// Public API of the phase adjudicators: the phase pipeline and what follows a phase, the presets
// compared, the explanations in a language, and the variant plug-in interface with its registry.
export { adjudicatePhase, adjudicateInGame, carryOver, nextPhase, standardNextPhase, ownersJson, InputError, type AdjudicationDetail, type OrderReason } from './phase.js';
export { compareRulesets, type RulesetDifference } from './compare.js';
export { homeCentres } from './distance.js';
export { makeStep, type ExplanationStep } from './explain.js';
export { resolutionGraph } from './resolution-graph.js';
export { orderReason, stepsIn, type TextOptions } from './explanation/in-language.js';
export { phaseAnswer } from './explanation/answer.js';
export { phaseSummary, phaseSummaryFacts } from './explanation/summary.js';
export { MIN_YEAR, MAX_YEAR } from './validate-input.js';
export * from './variant-rules.js';
export { adjudicateSeason, type SeasonPhase, type SeasonRun } from './game-master/season.js';
