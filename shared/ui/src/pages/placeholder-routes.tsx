import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { idSchema } from '@kanri/contracts';
import { ComingSoonPage } from './coming-soon-page';
import { NotFoundPage } from './not-found-page';

/** `:id`, `:patternId`…: the params that carry an entity id (a UUID, contracts `idSchema`). */
function isIdParam(name: string): boolean {
  return name === 'id' || name.endsWith('Id');
}

/** "Coming soon", unless an id param is not an id (`/software/registr` matched `software/:id`). */
function Placeholder({ area }: { area: MessageDescriptor }) {
  const params = useParams();
  const valid = Object.entries(params).every(([name, value]) => !isIdParam(name) || v.is(idSchema, value));
  return valid ? <ComingSoonPage area={area} /> : <NotFoundPage />;
}

/**
 * The routes of the spec's URLs (`inventory.json` "routes") that a remote has not built yet, each
 * rendering `ComingSoonPage`, followed by a `*` route rendering `NotFoundPage`, so that any other URL
 * in the same space (a typo such as `/software/registr`) is not found rather than "coming soon".
 *
 * `paths` are react-router patterns relative to the parent route (from the site root for a remote's
 * top-level routes): `software/:id/overview` for the spec's `/software/{id}/overview`. A param named
 * `id` or ending in `Id` must be a UUID (contracts `idSchema`), else the page is not found.
 * Spread the result after the remote's built routes (a static segment outranks a param anyway).
 */
export function placeholderRoutes(paths: readonly string[], area: MessageDescriptor): RouteObject[] {
  return [...paths.map((path) => ({ path, element: <Placeholder area={area} /> })), { path: '*', element: <NotFoundPage /> }];
}
