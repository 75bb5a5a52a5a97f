// 001 §2.6.3 (its NB): the standard game, seven players, with Italy starting with a fleet in Rome
// instead of an army ("Fleet Rome", a variant every public adjudicator ships). Nothing else changes.
export default {
  id: 'fleet-rome',
  source: '001 §2.6.3 (NB): Italy starts with a fleet in Rome',
  players: ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'].map((p) => ({ id: p, powers: [p] })),
  dormant: [],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard', replaced: [{ power: 'italy', type: 'F', loc: 'rom' }] },
  victory: { kind: 'centresByPower', centres: 18 },
};
