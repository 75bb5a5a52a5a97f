// What the pipeline asks of the game master's chapter, through ./door.ts (loaded on demand).
export {
  gameMasterOf,
  markSupersededAdjustments,
  markSupersededMovement,
  markSupersededRetreats,
  movedTo,
  retreatListsFor,
  retreatedTo,
  setAsideSuperseded,
  withGameMaster,
} from './index.js';
export { checkGameMasterFields, gameMasterRefusals } from './input.js';
