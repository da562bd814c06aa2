/** The libraries the site is built on, used as a page of it would use them (see boot.js). */
import createCache from '@emotion/cache';
import { CacheProvider, css, jsx } from '@emotion/react';
import { StrictMode, createElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const text = css`
  margin: 0;
  font-weight: 600;
`;

function Page() {
  return jsx('p', { css: text }, createElement(Link, { to: '/' }, 'POD'));
}

export function floorApp() {
  // The page's CSP allows style elements with its nonce (app/main.tsx reads it the same way).
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.nonce || undefined;
  const cache = createCache({ key: 'floor', nonce });
  return createElement(
    StrictMode,
    null,
    createElement(
      CacheProvider,
      { value: cache },
      createElement(
        BrowserRouter,
        null,
        createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Page) })),
      ),
    ),
  );
}
