import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Route error element: a render crash shows "Something went wrong" plus the error text. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-semibold text-gray-900">Something went wrong</h1>
      <pre className="mt-4 overflow-auto rounded-md border border-red-200 bg-red-50 p-4 text-sm whitespace-pre-wrap text-red-800">
        {errorText(error)}
      </pre>
      <p className="mt-6 text-sm">
        <Link to="/schedule" reloadDocument>
          Terug naar de agenda
        </Link>
      </p>
    </div>
  );
}
