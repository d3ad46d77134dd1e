export {
  AREA_PATHS,
  areaForPath,
  HOME_ONLY_PATHS,
  isHomeLearner,
  mainMenuFor,
  MENUS,
  menuLinks,
  normalisePath,
  SCHOOL_ONLY_PATHS,
  seesOverview,
  staffMenuFor,
} from './directory';
export type { Access, AreaName, MenuLink, MenuName, OwnedPath } from './directory';
export { AREA_SHARED_CATALOGUES, SHELL_CATALOGUES } from '../contract/areaPaths';
export { defineArea, screensOf } from './areaTable';
export type { AreaTable, Screen } from './areaTable';
export { AreaRoutes, TitleOnlyScreen } from './AreaRoutes';
export type { AreaRoutesProps, ScreenComponents, ScreenProps } from './AreaRoutes';
