import { BrowserRouter } from '@skillfolio/shared';
import { Shell } from './Shell';

export function App() {
  return (
    <BrowserRouter basename="/app">
      <Shell />
    </BrowserRouter>
  );
}
