import type { Formatters, TFunction } from '@skillfolio/shared';

/**
 * The class view's colour scale. Colour is never alone: every cell shows its number, and the
 * band's name is in the legend, so the grid reads the same without colour.
 */
export type GradeBand = 'low' | 'middle' | 'high' | 'none';

export function gradeBand(grade: number | null): GradeBand {
  if (grade === null) return 'none';
  if (grade <= 3) return 'low';
  if (grade <= 6) return 'middle';
  return 'high';
}

/**
 * The change of a class average since the previous round, as read aloud and shown; `t` is the
 * class view's (namespace `class-view`).
 */
export function changeText(
  average: number | null,
  previous: number | null,
  t: TFunction,
  f: Formatters,
): string {
  if (average === null || previous === null) return '–';
  const change = Math.round((average - previous) * 10) / 10;
  if (change === 0) return t('average.noChange');
  return change > 0
    ? t('average.up', { change: f.number(change) })
    : t('average.down', { change: f.number(-change) });
}
