// 000, "Formes de jeu alternatives", two players: the 1914 game. Italy is neutral and its
// provinces closed until the coin (tossed before the Fall 1914 adjustments) sends it to a side
// from Spring 1915. The first player to control 24 centres wins.
export default {
  id: '1914',
  source: '000, Formes de jeu alternatives: two players',
  players: [
    { id: 'entente', powers: ['england', 'france', 'russia'] },
    { id: 'central', powers: ['austria', 'germany', 'turkey'] },
  ],
  dormant: [],
  neutral: ['italy'],
  // Italy's six land provinces on the board (the seas around it are not Italian).
  closedProvinces: ['apu', 'nap', 'pie', 'rom', 'tus', 'ven'],
  start: { year: 1914, position: 'standard' },
  victory: { kind: 'centresByPlayer', centres: 24 },
  joining: { power: 'italy', tossBefore: { season: 'winter', year: 1914 }, joinsAt: { season: 'spring', year: 1915 } },
};
