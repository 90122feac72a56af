import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/**
 * The last route of a remote's routes (or of a nested route's children): any URL in the remote's
 * space that no built route matches (a typo such as `/software/registr`) renders `NotFoundPage`,
 * the same page the host renders for a URL outside every remote's space. Every URL of the
 * specification is built (issue 15), so there is no "coming soon" state between the two.
 */
export const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };
