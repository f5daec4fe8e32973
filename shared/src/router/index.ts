// The router every app uses, re-exported from here so the shell provides it inside the one shared
// copy of @sistema/shared. Shared on its own, react-router would be provided whole (~65 kB gzip:
// data routers, server rendering) because a remote might use any export; re-exported here, the
// build keeps only these (~16 kB), and the contexts are still one object for shell and remotes.
// Import the router only from @sistema/shared (an ESLint rule enforces it): a direct import of
// react-router would be a second copy whose contexts the shell's <BrowserRouter> does not provide.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from 'react-router';
