/** Which remote owns which URL: derived from the screen tables in shared. */
export { areaForPath } from '@skillfolio/shared';
export type { Access, AreaName } from '@skillfolio/shared';
