import { ProgressBar } from 'react-aria-components';

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
}

export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="sf-spinner">
      <span className="sf-spinner__circle" aria-hidden="true" />
      <span className="sf-visually-hidden">{label}…</span>
    </ProgressBar>
  );
}
