export { DropZone, acceptedFileItems, dropOperationFor, filesOfDrop } from './DropZone';
export type { DropZoneProps } from './DropZone';
