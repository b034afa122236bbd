/**
 * The trim and cut-a-clip pages share one import site, as do the clip list and one clip: each
 * `import()` of a route adds to the signed-in app's preload map, which every route carries.
 */
export { TrimPage } from './TrimPage';
export { ClipCreatePage } from './ClipCreatePage';
