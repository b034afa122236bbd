export { playerMachine } from './player.machine.js';
export type { PlayerContext, PlayerDetails, PlayerEvent, PlayerInput } from './player.machine.js';
