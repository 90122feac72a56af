import { Navigate, useLocation } from 'react-router-dom';

/**
 * Replaces the current URL with `to`, keeping the search (`?…`): a route-level redirect of this
 * remote (001 §2 `/equipment/settings` → `/equipment/settings/equipment-types`). The host applies
 * the same redirects before routing; this one serves the remote's standalone mount and direct use.
 */
export function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
