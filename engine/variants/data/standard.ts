// The seven-player game of the 2000 rulebook (000), the default.
export default {
  id: 'standard',
  source: '000, the whole rulebook',
  players: ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'].map((p) => ({ id: p, powers: [p] })),
  dormant: [],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  victory: { kind: 'centresByPower', centres: 18 },
};
