import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, loadMessages } from '../i18n';
import { App, askFirstListingAhead, storedLocale } from './App';
import { HOME_PATH } from './auth/publicRoutes';
import { preloadScreensFor } from './routing/preloadScreens';

/**
 * The console routes live after the hash (`/#/home`). An address written as a path (`/home`,
 * `/reset-password?key=…`) is moved behind the hash so that links from anywhere land on their page;
 * the bare address opens the home page.
 */
function moveRouteBehindHash(location: Location) {
  if (location.hash.length > 2) return;
  const atRoot = location.pathname === '/' || location.pathname === '/index.html';
  window.history.replaceState(
    null,
    '',
    atRoot ? `/#${HOME_PATH}${location.search}` : `/#${location.pathname}${location.search}`,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
/**
 * What the address shows is asked for before the first render: its screens and, for a tab that chose English, its
 * texts; its listing's first page was asked for by the first script (src/startEarly.ts), except in demo mode. Should a screen or the texts fail to load, the console opens all the same (in French).
 */
const startAt = (path: string) =>
  Promise.all([preloadScreensFor(path), loadMessages(storedLocale() ?? DEFAULT_LOCALE)]).then(render, render);

// Demo mode (npm run demo): the API answers in the tab. `import.meta.env.MODE` written out (not a shared
// constant) is what lets the production build drop this branch and the demo code with it.
// Its static build may live in any folder: the bare address opens the home page where it is.
if (import.meta.env.MODE === 'demo') {
  if (window.location.hash.length <= 2) window.history.replaceState(null, '', `#${HOME_PATH}`);
  import('./demo/installDemo')
    .then(({ installDemo }) => installDemo(import.meta.env.VITE_API_URL ?? '/api'))
    .then(() => {
      // The demo's API answers in the tab from now on: the listing's first page is asked for here.
      askFirstListingAhead(window.location.hash.slice(1));
      return startAt(window.location.hash.slice(1));
    });
} else {
  moveRouteBehindHash(window.location);
  startAt(window.location.hash.slice(1));
}
