export { qrClickOverlaysEn } from './strings';
