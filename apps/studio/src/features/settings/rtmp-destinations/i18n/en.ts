export { rtmpDestinationsEn } from './strings';
