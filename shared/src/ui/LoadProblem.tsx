import { Button } from './Button';

/** What a screen shows when its data could not be loaded: say so, and offer to try again. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="sf-card">
      <p className="sf-alert">We could not load {what}.</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
