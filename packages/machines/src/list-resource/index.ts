export {
  createListResourceMachine,
  listResourceMachine,
  pollingInterval,
} from './list-resource.machine.js';
export type {
  FetchItemInput,
  FetchPageInput,
  ListPage,
  ListResourceContext,
  ListResourceEvent,
  ListResourceInput,
  ListResourceItem,
} from './list-resource.machine.js';
