import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/licenses` → `/licenses/inventory`, keeping the search (DECISIONS.md "List roots"). The host
 * redirects before routing too; this serves the remote's standalone mount and direct use.
 */
export function LicensesRootRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/licenses/inventory', search }} replace />;
}
