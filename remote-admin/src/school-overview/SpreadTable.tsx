/**
 * The chart's numbers as a table, for screen readers and for anyone who would rather read
 * than compare bars: a row per rating, a column per voice, and how many rated at the foot.
 * A voice with too few pupils has no column (the card says so beside the chart).
 */
import { useFormat, useTranslation, type RatingSpread } from '@skillfolio/shared';
import { OVERVIEW_RATINGS } from '@skillfolio/shared/wire';

const RATINGS = Array.from({ length: OVERVIEW_RATINGS }, (_, rating) => rating);

interface SpreadTableProps {
  caption: string;
  own: RatingSpread | null;
  teacher: RatingSpread | null;
}

export function SpreadTable({ caption, own, teacher }: SpreadTableProps) {
  const { t } = useTranslation('school-overview');
  const f = useFormat();
  const voices = [
    { key: 'own', heading: t('table.own'), spread: own },
    { key: 'teacher', heading: t('table.teacher'), spread: teacher },
  ].flatMap(({ key, heading, spread }) => (spread ? [{ key, heading, spread }] : []));
  return (
    // Scrolls sideways when the card is narrower than the table: focusable for the keyboard.
    <div className="sf-overview-table-box" role="region" aria-label={caption} tabIndex={0}>
      <table className="sf-overview-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.rating')}</th>
            {voices.map((voice) => (
              <th scope="col" key={voice.key}>
                {voice.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RATINGS.map((rating) => (
            <tr key={rating}>
              <th scope="row">{rating}</th>
              {voices.map((voice) => (
                <td key={voice.key}>{f.number(voice.spread.counts[rating] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('table.rated')}</th>
            {voices.map((voice) => (
              <td key={voice.key}>{f.number(voice.spread.rated)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
