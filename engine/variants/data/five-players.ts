// 000, "Formes de jeu alternatives", five players: Italy and Germany are left out.
export default {
  id: 'five-players',
  source: '000, Formes de jeu alternatives: five players',
  players: ['austria', 'england', 'france', 'russia', 'turkey'].map((p) => ({ id: p, powers: [p] })),
  dormant: ['germany', 'italy'],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  victory: { kind: 'centresByPower', centres: 18 },
};
