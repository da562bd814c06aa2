import { useEffect } from 'react';
import { ErrorScreen } from '../../design-system/screens/ErrorScreen';
import { PodThemeProvider } from '../../design-system/tokens';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';
import { usePageError } from '../routes/pageData';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText, message } = error as { status: number; statusText?: string; message?: string };
    return [`${status} ${statusText ?? ''}`.trim(), message].filter(Boolean).join(': ');
  }
  return String(error);
}

function reload() {
  window.location.reload();
}

/** The page-level error boundary: "Unexpected Application Error" inside the site frame. */
export function RouteErrorPage() {
  const error = usePageError();
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
      <main>
        <RouteErrorPage />
      </main>
    </PodThemeProvider>
  );
}
