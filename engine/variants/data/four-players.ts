// 000, "Formes de jeu alternatives", four players: England alone, three pairs. Centres, builds
// and removals stay counted power by power (last paragraph of that section).
export default {
  id: 'four-players',
  source: '000, Formes de jeu alternatives: four players',
  players: [
    { id: 'england', powers: ['england'] },
    { id: 'austria-france', powers: ['austria', 'france'] },
    { id: 'germany-turkey', powers: ['germany', 'turkey'] },
    { id: 'italy-russia', powers: ['italy', 'russia'] },
  ],
  dormant: [],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  victory: { kind: 'centresByPower', centres: 18 },
};
