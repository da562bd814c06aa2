/**
 * The framework floor of a click (bench/interactions.mjs): a page that renders, with React, React DOM and Emotion
 * only, a grid of 30 styled buttons like the booking view's slot grid. A click on one selects it (React state), which
 * re-renders the grid: the selected button's data-state changes and its styles with it. Timed as the site's clicks are,
 * it is what the stack alone costs a click on this machine, the part of a click's time the app's own code cannot
 * remove.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css, jsx } from '@emotion/react';
import { StrictMode, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

const grid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 16px;
  list-style: none;
`;

const slot = css`
  width: 100%;
  min-height: 44px;
  border: 1px solid #c8c8c8;
  border-radius: 8px;
  background: #fff;
  color: #111;
  font:
    600 14px/1.2 system-ui,
    sans-serif;
  &[data-state='selected'] {
    border-color: #111;
    background: #111;
    color: #fff;
  }
`;

/** 30 half-hour slots from 06:00. */
const times = Array.from(
  { length: 30 },
  (_, i) => `${String(6 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function SlotGrid() {
  const [selected, setSelected] = useState(null);
  return jsx(
    'ul',
    { css: grid, 'data-testid': 'floor-grid' },
    times.map((time) =>
      jsx(
        'li',
        { key: time },
        jsx(
          'button',
          {
            type: 'button',
            css: slot,
            'data-time': time,
            'data-state': time === selected ? 'selected' : 'available',
            'aria-pressed': time === selected,
            onClick: () => setSelected(time),
          },
          time,
        ),
      ),
    ),
  );
}

const host = document.getElementById('root');
createRoot(host).render(
  createElement(
    StrictMode,
    null,
    createElement(CacheProvider, { value: createCache({ key: 'floor' }) }, jsx(SlotGrid)),
  ),
);
