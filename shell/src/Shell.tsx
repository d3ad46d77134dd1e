/** The frame of every page: header, menus, error modal and banner, and the area for the URL. */
import { useEffect } from 'react';
import {
  configureApiClient,
  ErrorBanner,
  ErrorModal,
  LinkRouter,
  Toast,
  Route,
  Routes,
  useNavigate,
  useTranslation,
} from '@skillfolio/shared';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { LeaverNotice } from './header/LeaverNotice';
import { MainMenu } from './menu/MainMenu';
import { LogoutPage } from './logout/LogoutPage';
import { AreaRoute } from './session/AreaRoute';
import { useSessionBootstrap } from './session/useSessionBootstrap';
import { useLanguageFollowsSession } from './session/pageLanguage';

export function Shell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const bootstrap = useSessionBootstrap();
  useLanguageFollowsSession();

  useEffect(() => {
    // In-app redirects use the router; a full-page one (SPEC §8) reloads the page.
    configureApiClient({
      navigate: (url, { fullPage }) => {
        if (fullPage || !url.startsWith('/app/')) window.location.assign(url);
        else void navigate(url.slice('/app'.length));
      },
    });
  }, [navigate]);

  return (
    <LinkRouter>
      <a className="sf-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <MainMenu />
      <main id="main" tabIndex={-1}>
        <LeaverNotice />
        <Routes>
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="*" element={<AreaRoute bootstrap={bootstrap} />} />
        </Routes>
      </main>
      <Footer />
      <ErrorModal />
      <Toast />
      <ErrorBanner />
    </LinkRouter>
  );
}
