/**
 * One skill's two spreads in one round as a grouped bar chart: for each rating 0–10, how many
 * pupils gave it themselves (solid blue) and how many their teachers gave (orange, hatched),
 * side by side. Colour-blind safe (Okabe–Ito #0072B2 and #E69F00), and the hatching and the
 * legend's words tell the two apart without colour. Screen readers get one summary sentence
 * (role img): the card's table has the same numbers.
 *
 * The chart library, measured for this chart: what each adds to the page to draw one grouped
 * bar chart of 11 ratings × 2 series (esbuild 0.25 --bundle --minify, react and react-dom
 * external, then gzip -9; November 2026):
 *   chartist 1.5.0 (SVG, Oct 2025)                           23.1 KB min,  7.7 KB gzip
 *   @visx/scale+shape+group 4.0.0 (SVG, bars in JSX)         39.8 KB min, 14.5 KB gzip
 *   @visx/scale+shape+group+axis 4.0.0 (SVG, BarGroup+axes)  63.9 KB min, 22.9 KB gzip
 *   frappe-charts 1.6.2 (SVG; last stable Dec 2024)          69.5 KB min, 18.8 KB gzip
 *   uplot 1.6.32 (canvas; last release May 2025)             52.3 KB min, 23.2 KB gzip (+0.8 KB CSS)
 *   chart.js 4.6.1 (canvas; bar controller and element,     134.4 KB min, 47.4 KB gzip
 *     category and linear scales; with its legend 50.9 KB)
 * Chartist is the smallest, draws SVG (text stays sharp at any zoom) and is maintained; it
 * ships a CommonJS build jest can load. Its own stylesheet (9 KB) is not used: the few rules
 * the chart needs are in schoolOverview.css. This module, and so chartist, loads only when a
 * card draws a chart (React.lazy in SkillCard): the admin area is one chunk, and no other
 * screen pays for it.
 */
import { useEffect, useId, useRef } from 'react';
import { BarChart, Svg } from 'chartist';
import { useTranslation, type RatingSpread } from '@skillfolio/shared';
import { OVERVIEW_RATINGS } from '@skillfolio/shared/wire';

const RATING_LABELS = Array.from({ length: OVERVIEW_RATINGS }, (_, rating) => String(rating));
const NO_BARS = RATING_LABELS.map(() => null);
const OWN_COLOUR = '#0072B2';
const TEACHER_COLOUR = '#E69F00';
const STRIPE_COLOUR = '#1b2430';
/** Of each rating's width, what one bar takes (two bars and the gaps between groups). */
const BAR_SHARE = 0.36;
const BAR_GAP_PX = 2;

export interface SpreadChartProps {
  own: RatingSpread | null;
  teacher: RatingSpread | null;
  /** The summary screen readers hear, in the page's language. */
  label: string;
}

export function SpreadChart({ own, teacher, label }: SpreadChartProps) {
  const { t } = useTranslation('school-overview');
  const plot = useRef<HTMLDivElement>(null);
  const hatch = `sf-overview-hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  useEffect(() => {
    const box = plot.current;
    if (box === null) return;
    const chart = new BarChart(
      box,
      { labels: RATING_LABELS, series: [own?.counts ?? NO_BARS, teacher?.counts ?? NO_BARS] },
      {
        height: '200px',
        axisX: { showGrid: false },
        axisY: { onlyInteger: true, low: 0, offset: 32, labelOffset: { x: 0, y: 5 } },
        chartPadding: { top: 12, right: 4, bottom: 0, left: 0 },
      },
    );
    // Bars as filled boxes of a width that follows the card (chartist draws each as a line
    // of a fixed stroke width): each drawn again when the window's width changes.
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      const step = event.chartRect.width() / RATING_LABELS.length;
      const width = Math.max(1, step * BAR_SHARE);
      const centre = event.chartRect.x1 + step * (event.index + 0.5);
      const x = event.seriesIndex === 0 ? centre - width - BAR_GAP_PX / 2 : centre + BAR_GAP_PX / 2;
      event.element.replace(
        new Svg(
          'rect',
          {
            x,
            y: Math.min(event.y1, event.y2),
            width,
            height: Math.abs(event.y1 - event.y2),
            fill: event.seriesIndex === 0 ? OWN_COLOUR : `url(#${hatch})`,
          },
          'sf-overview-chart__bar',
        ),
      );
    });
    return () => {
      chart.detach();
    };
  }, [own, teacher, hatch]);

  return (
    <div className="sf-overview-chart" role="img" aria-label={label}>
      <svg className="sf-overview-chart__defs" width="0" height="0" focusable="false">
        <defs>
          <pattern
            id={hatch}
            patternUnits="userSpaceOnUse"
            width="6"
            height="6"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill={TEACHER_COLOUR} />
            <rect width="2" height="6" fill={STRIPE_COLOUR} />
          </pattern>
        </defs>
      </svg>
      <p className="sf-overview-chart__axis">{t('chart.pupilsAxis')}</p>
      <div ref={plot} className="sf-overview-chart__plot" />
      <p className="sf-overview-chart__axis sf-overview-chart__axis--x">{t('chart.ratingAxis')}</p>
      <ul className="sf-overview-chart__legend">
        <li>
          <span className="sf-overview-swatch sf-overview-swatch--own" />
          {t('chart.own')}
        </li>
        <li>
          <span className="sf-overview-swatch sf-overview-swatch--teacher" />
          {t('chart.teacher')}
        </li>
      </ul>
    </div>
  );
}
