// First: configures zod before any module builds a schema.
import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { HOME_PATH } from './auth/useAccount';

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

moveRouteBehindHash(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
