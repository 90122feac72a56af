import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/contract/{id}` → `/contract/{id}/structure`, keeping the search (001 §2: the structure tab
 * first). A component rather than a loader, so it works both on the remote's own mount and inside
 * the host, where route loaders do not run.
 */
export function ContractRootRedirect() {
  const { id } = useParams();
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/contract/${id}/structure`, search }} replace />;
}
