export { rtmpDestinationsEs } from './strings';
