/** The clip list and one clip: one import site (see edit-pages.ts). */
export { ClipsPage } from './ClipsPage';
export { ClipPage } from './ClipPage';
