/** Keeps a stored choice valid for a loaded list: a choice gone from the list falls back (see chooseId). */
import { useEffect } from 'react';
import type { Load } from '../api/useLoad';
import { chooseId } from './choose';

export function useValidChoice<T>(
  items: Load<T[]>,
  idOf: (item: T) => number,
  selected: number,
  select: (id: number) => void,
): void {
  useEffect(() => {
    if (items.status !== 'loaded' || !items.data) return;
    const chosen = chooseId(items.data, idOf, selected);
    if (chosen !== selected) select(chosen);
  }, [items, idOf, selected, select]);
}
