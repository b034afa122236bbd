export { DropZone, acceptedFileItems } from './DropZone';
export type { DropZoneProps } from './DropZone';
