export { destinationGroupsEs } from './strings';
