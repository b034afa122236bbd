export { destinationGroupsEn } from './strings';
