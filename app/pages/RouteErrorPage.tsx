import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../design-system/screens/ErrorScreen';
import { GlobalStyles, PodThemeProvider } from '../../design-system/tokens';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

function reload() {
  window.location.reload();
}

/** The page-level error boundary: "Unexpected Application Error" inside the site frame. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected Application Error:', error);
  }, [error]);
  return (
    <>
      <PageMeta {...pageMeta.error} />
      <ErrorScreen onReload={reload} details={import.meta.env.DEV ? describe(error) : undefined} />
    </>
  );
}

/** The root error boundary (the layout itself failed): the same page with its own theme and main landmark. */
export function RootErrorPage() {
  return (
    <PodThemeProvider>
      <GlobalStyles />
      <main>
        <RouteErrorPage />
      </main>
    </PodThemeProvider>
  );
}
