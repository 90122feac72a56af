import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/devices` → `/devices/inventory`, keeping the search (DECISIONS.md "List roots"). Serves the
 * remote's standalone mount and any route that reaches the bare list root.
 */
export function DevicesRootRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/devices/inventory', search }} replace />;
}
