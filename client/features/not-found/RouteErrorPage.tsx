import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { NotFoundPage, StatusScreen } from './NotFoundPage';

/** The router's error element: 404s (unmatched paths, non-numeric ids) and anything unexpected. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <UnexpectedError />;
}

function UnexpectedError() {
  return (
    <StatusScreen
      icon={TriangleAlert}
      heading="Something went wrong"
      message="An unexpected error occurred. Please reload the page or go back home."
    />
  );
}
