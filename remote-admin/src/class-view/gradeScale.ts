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

/** The change of a class average since the previous round, as read aloud and shown. */
export function changeText(average: number | null, previous: number | null): string {
  if (average === null || previous === null) return '–';
  const change = Math.round((average - previous) * 10) / 10;
  if (change === 0) return 'no change';
  return change > 0 ? `up ${change}` : `down ${-change}`;
}

// Dark text on light fills: each pair is above 7:1 contrast; the border marks the band too.
export const CLASS_VIEW_CSS = `
.sf-grade { display: inline-block; min-width: 2.2em; padding: 2px 6px; border-radius: 4px;
  text-align: center; font-variant-numeric: tabular-nums; border: 1px solid transparent; }
.sf-grade--low { background: #fde2e1; color: #5c0b0b; border-color: #b42318; }
.sf-grade--middle { background: #fff1c2; color: #4a3500; border-color: #a15c00; }
.sf-grade--high { background: #d8f3e3; color: #073d21; border-color: #067647; }
.sf-grade--none { color: var(--sf-muted); }
.sf-grade__teacher { display: block; font-size: .8rem; color: var(--sf-muted); }
.sf-step-up { margin-left: 4px; font-size: .8rem; }
.sf-class-legend { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 8px 0; }
.sf-rating { border-top: 1px solid var(--sf-line); padding: 12px 0; }
.sf-rating__pupil { margin: 0 0 8px; }
`;
