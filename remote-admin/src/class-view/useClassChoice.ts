/**
 * The class the class view is narrowed to, kept in the URL (`?class=<id>`, or `?class=all`
 * for every pupil of the project) so a reload or a shared link keeps it; the server remembers
 * nothing. With no choice in the URL, or one no longer offered (a class closed at the new
 * school year): the first class the staff member teaches, else every pupil. The default is
 * never written into the URL: only a choice is.
 */
import { useCallback } from 'react';
import {
  call,
  useLoad,
  useLocation,
  useNavigate,
  useSession,
  type ClassChoice,
} from '@skillfolio/shared';
import { Teaching } from '@skillfolio/shared/contract';

/** Every pupil of the project: the picker's id for no class (its ids must not be 0). */
export const ALL_PUPILS = -1;

const ALL_IN_URL = 'all';

/** The class the URL asks for, if it is one of `classes`; else the default. */
export function chosenClassId(asked: string | null, classes: readonly ClassChoice[]): number {
  if (asked === ALL_IN_URL) return ALL_PUPILS;
  const id = Number(asked);
  if (asked !== null && classes.some((c) => c.class_id === id)) return id;
  return classes.find((c) => c.teaches)?.class_id ?? ALL_PUPILS;
}

export function useClassChoice() {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const classes = useLoad(useCallback(() => (userId ? call(Teaching.ClassList) : null), [userId]));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const classList = classes.data ?? [];
  const classId = chosenClassId(new URLSearchParams(search).get('class'), classList);
  const chooseClass = useCallback(
    (id: number) => {
      const params = new URLSearchParams(search);
      params.set('class', id === ALL_PUPILS ? ALL_IN_URL : String(id));
      // In place: Back leaves the screen rather than stepping through earlier choices.
      void navigate({ pathname, search: `?${params.toString()}` }, { replace: true });
    },
    [navigate, pathname, search],
  );
  return {
    classes,
    classList,
    /** ALL_PUPILS, or a class of classList. */
    classId,
    chosenClass: classList.find((c) => c.class_id === classId) ?? null,
    chooseClass,
  };
}
