// 002, Intimate Diplomacy (diplomania wiki translation of "Intimate Diplomacy I-A"): two players,
// one home power each, the five others auctioned every year before Spring.
export default {
  id: 'intimate',
  source: '002, Intimate Diplomacy',
  players: [],
  dormant: [],
  neutral: [],
  closedProvinces: [],
  start: { year: 1901, position: 'standard' },
  // Only Russia has four home centres; the seed counts at most three of them.
  victory: { kind: 'homeOccupation', occupiedCentresCap: 3 },
  bidding: {
    startingCredits: { england: 20, france: 20, russia: 20, turkey: 20, germany: 22, austria: 24, italy: 24 },
    before: 'spring',
  },
};
