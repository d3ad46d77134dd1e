/** Which remote owns which URL: the directory in shared (the areas' own tables agree with it). */
export { areaForPath } from '@skillfolio/shared';
export type { Access, AreaName } from '@skillfolio/shared';
