export {
  ADMIN_AREA,
  AREAS,
  areaForPath,
  GLOBAL_ADMIN_AREA,
  LEARNER_AREA,
  menuLinks,
  PUBLIC_AREA,
  screensOf,
} from './screens';
export type { Access, AreaName, AreaTable, MenuLink, MenuName, Screen } from './screens';
export { AreaRoutes, TitleOnlyScreen } from './AreaRoutes';
export type { AreaRoutesProps, ScreenComponents, ScreenProps } from './AreaRoutes';
