// The router every app uses, re-exported from here so the shell provides it inside the one shared
// copy of @sistema/shared. It comes from react-router-dom, the package the design names (in v7 a thin
// re-export of react-router). Shared on its own, the router would be provided whole (~65 kB gzip:
// data routers, server rendering) because a remote might use any export; re-exported here, the
// build keeps only these (~16 kB), and the contexts are still one object for shell and remotes.
// Import the router only from @sistema/shared (an ESLint rule enforces it): a direct import of
// react-router-dom or react-router would be a second copy whose contexts the shell's router does
// not provide. The apps mount a data router (createBrowserRouter + RouterProvider): an edited form
// blocks navigation with useBlocker, which only a data router offers.
export {
  createBrowserRouter,
  Link,
  NavigationType,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  // Tells whether a data router is above (tests mount forms without one): see NavigationGuard.
  UNSAFE_DataRouterContext as DataRouterContext,
  useBlocker,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
