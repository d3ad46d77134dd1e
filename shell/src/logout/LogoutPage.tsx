/** SPEC §2 /logout: Are you sure? with Logout and Cancel; Cancel goes back. */
import { useState } from 'react';
import { Button, logout, useSession, useNavigate, useTranslation } from '@skillfolio/shared';

export function LogoutPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm(): Promise<void> {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The session ends on this device whatever the server said; it expires there on its own.
    }
    useSession.getState().logout();
    void navigate('/', { replace: true });
  }

  return (
    <div className="sf-page">
      <div className="sf-card sf-logout">
        <h1>{t('logout.areYouSure')}</h1>
        <div className="sf-logout__actions">
          <Button onPress={() => void confirm()} isDisabled={busy}>
            {t('logout.logout')}
          </Button>
          <Button variant="secondary" onPress={() => void navigate(-1)}>
            {t('logout.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
