/**
 * The shape of an area's screen table. Each remote keeps its own (`src/screens.ts`) and makes
 * its <Routes> from it with AreaRoutes, so a new screen touches only its area.
 */
import type { Access, AreaName } from './directory';

export interface Screen {
  /** Inside the /app basename; the screen also owns every path below it. */
  path: string;
  /** The page's heading. */
  title: string;
  /** Who may open it: the shell checks the directory's rule, which the area's test matches. */
  access: Access;
}

export interface AreaTable<Id extends string = string> {
  name: AreaName;
  /** What opens at a path of the area that no screen has. */
  fallback: { redirectTo: NoInfer<Id> } | { show: NoInfer<Id> } | null;
  screens: Readonly<Record<Id, Screen>>;
}

/** Keeps a table's screen ids as a type, so the area's component map must name each one. */
export function defineArea<Id extends string>(table: AreaTable<Id>): AreaTable<Id> {
  return table;
}

export function screensOf(table: AreaTable): Screen[] {
  return Object.values(table.screens);
}
