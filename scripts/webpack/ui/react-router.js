// What the federated apps share as `react-router-dom` (scripts/webpack/mf-shared.cjs, docs/decisions/014-shared-ui-surface.md):
// only the router parts the host and the remotes import, re-exported from react-router's ES build so that
// webpack keeps these and drops the rest (react-router is `sideEffects`-free; one 377 KB module holds the
// framework mode, data loaders, server rendering and the rest this site never uses).
// Adding a name: import it in an app, add it below; `npx jest host/src/federation/shared-surface` fails until you do.
export {
  BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, createBrowserRouter, matchPath,
  matchRoutes, useLocation, useNavigate, useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
