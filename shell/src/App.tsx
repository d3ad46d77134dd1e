import { BrowserRouter } from '@skillfolio/shared';
import { Shell } from './Shell';

/** Where the app's pages live under the site: the router's basename. */
export const BASENAME = '/app';

export function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <Shell />
    </BrowserRouter>
  );
}
