import { useTranslation } from '../i18n';
import { Button } from './Button';

/**
 * What a screen shows when its data could not be loaded: say so, and offer to try again.
 * `what` is the caller's words, already in the page's language ("the resources").
 */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className="sf-card">
      <p className="sf-alert">{t('loadProblem.message', { what })}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('loadProblem.tryAgain')}
      </Button>
    </div>
  );
}
