/**
 * The router, reached through shared so the page has one copy of it and downloads only the
 * parts the app uses. As a federation singleton of its own, react-router could not be
 * tree-shaken (a shared module is offered whole to whoever might ask): 61 KB gzip on every
 * first screen, most of it data routers, forms and server rendering the app never uses.
 * Inside the shared singleton it is shaken down to these exports.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
export type { NavigateOptions } from 'react-router-dom';
