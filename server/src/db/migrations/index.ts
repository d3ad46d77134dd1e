/**
 * Every migration, in order, compiled into the app: no folder scanning at run time, so the
 * built server and ts-jest see exactly the same list. Add new ones at the end; never edit
 * or rename a released one.
 */
import type { Migration } from 'kysely';
import * as initial from './2026_11_22_0001_initial';
import * as uniqueAreaSkill from './2026_11_22_0002_unique_area_skill';

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_unique_area_skill': uniqueAreaSkill,
};
