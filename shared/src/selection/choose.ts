/** SPEC §4 selection defaults: keep a valid choice, else the first (a single one is auto-selected). */
export function chooseId<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  selected: number,
): number {
  if (items.some((item) => idOf(item) === selected)) return selected;
  const first = items[0];
  return first === undefined ? 0 : idOf(first);
}
