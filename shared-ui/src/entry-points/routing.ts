/**
 * `@directpay/shared-ui/routing`: the part of react-router the apps use.
 *
 * The router holds the location in React context, so it must exist once on the
 * page. A shared package is not tree-shaken (any consumer might ask for any
 * export); shared through this entry point, webpack keeps only what is
 * re-exported here. Apps import routing from here only (lint forbids
 * react-router and react-router-dom elsewhere); add an export here when an app
 * needs one. Its federation version is react-router-dom's, so a remote built for
 * another router major is refused at load (scripts/webpack/create-app-config.ts).
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
