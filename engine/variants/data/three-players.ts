// 000, "Formes de jeu alternatives", three players: one trio and two pairs, counted power by power.
export default {
  id: 'three-players',
  source: '000, Formes de jeu alternatives: three players',
  players: [
    { id: 'england-germany-austria', powers: ['england', 'germany', 'austria'] },
    { id: 'russia-italy', powers: ['russia', 'italy'] },
    { id: 'france-turkey', powers: ['france', 'turkey'] },
  ],
  dormant: [],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  victory: { kind: 'centresByPower', centres: 18 },
};
