import { useTranslation } from '../i18n';
import { useSession } from '../store/session';
import { Button } from './Button';

/** SPEC §2: the fixed red global error banner with Close. */
export function ErrorBanner() {
  const { t } = useTranslation('ui');
  const banner = useSession((s) => s.banner);
  const closeBanner = useSession((s) => s.closeBanner);
  if (banner === null) return null;
  return (
    <div className="sf-banner" role="alert">
      <span className="sf-banner__text">{banner}</span>
      <Button variant="secondary" className="sf-banner__close" onPress={closeBanner}>
        {t('errorBanner.close')}
      </Button>
    </div>
  );
}
