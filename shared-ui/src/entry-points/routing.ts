/**
 * `@directpay/shared-ui/routing`: the part of react-router the apps use (issue 16).
 *
 * The router holds the location in React context, so it must exist once on the
 * page. Shared as a library, Module Federation ships all of react-router-dom
 * (58 KB gzip: data routers, fetchers, forms, server rendering helpers), because
 * a shared module is not tree-shaken: any consumer might ask for any export.
 * Shared through this entry point instead, webpack keeps only what is re-exported
 * here, and this module is the page's one router singleton. Apps import routing
 * from here only (lint forbids react-router and react-router-dom elsewhere);
 * add an export here when an app needs one.
 *
 * Its federation version is react-router-dom's, and each app requires the range
 * its package.json names, so a remote built for another router major is still
 * refused at load (scripts/webpack/create-app-config.ts).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
