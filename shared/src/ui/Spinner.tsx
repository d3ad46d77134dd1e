import { ProgressBar } from 'react-aria-components';
import { useTranslation } from '../i18n';

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
}

export function Spinner({ label: given }: SpinnerProps) {
  // Never suspends: the Spinner is what Suspense shows while something else waits, and it
  // must show even before the kit's words have arrived (then without them for a moment).
  const { t, ready } = useTranslation('ui', { useSuspense: false });
  const label = given ?? (ready ? t('spinner.loading') : '');
  return (
    <ProgressBar isIndeterminate aria-label={label} className="sf-spinner">
      <span className="sf-spinner__circle" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}…</span>
    </ProgressBar>
  );
}
