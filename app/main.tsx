import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startInstallPromptCapture } from './adapters/installPrompt';
import { createRouter } from './router';

// Listen for the browser's install offer before the first render, so an early `beforeinstallprompt` is kept.
startInstallPromptCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
