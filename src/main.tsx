import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * The console routes live after the hash (`/#/home`). An address written as a path (`/home`,
 * `/reset-password?key=…`) is moved behind the hash so that links from anywhere land on their page.
 */
function moveRouteBehindHash(location: Location) {
  if (location.hash || location.pathname === '/' || location.pathname === '/index.html') return;
  window.history.replaceState(null, '', `/#${location.pathname}${location.search}`);
}

moveRouteBehindHash(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
