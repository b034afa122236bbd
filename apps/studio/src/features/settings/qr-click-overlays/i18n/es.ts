export { qrClickOverlaysEs } from './strings';
