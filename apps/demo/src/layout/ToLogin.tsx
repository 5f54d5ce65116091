import { Navigate, useLocation } from 'react-router';

/**
 * Sends a signed-out visitor to the login box, unless they have already clicked their way elsewhere: a link changes the
 * address at once while the router still shows this page (its navigations are transitions), and going to the login
 * then would undo that click.
 */
export function ToLogin({ to = '/account/login' }: { to?: string }) {
  const { pathname } = useLocation();
  if (window.location.pathname !== pathname) return null;
  return <Navigate to={to} replace />;
}
