import type { RouteConfig } from '@remix-run/route-config';
import { flatRoutes } from '@remix-run/fs-routes';

// File-based routes (app/routes/*), declared through the v3 route config so
// a later move to React Router 7 keeps the same file.
export default flatRoutes() satisfies RouteConfig;
