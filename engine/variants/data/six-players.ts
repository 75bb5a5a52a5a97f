// 000, "Formes de jeu alternatives", six players: Italy is left out.
export default {
  id: 'six-players',
  source: '000, Formes de jeu alternatives: six players',
  players: ['austria', 'england', 'france', 'germany', 'russia', 'turkey'].map((p) => ({ id: p, powers: [p] })),
  dormant: ['italy'],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  victory: { kind: 'centresByPower', centres: 18 },
};
