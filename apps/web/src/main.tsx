import '@fontsource-variable/inter';
import '@fontsource-variable/cairo';
import './app/global.css';
// Counts the visitor's input from the start, before the app runs.
import { hasFirstInput, onFirstInput } from './app/firstInput';
// Holds the browser's offer to install the app until the app can show it.
import './app/pwa/installPrompt';
// Holds a press of a prerendered button until the app can do it.
import { takeEarlyClick } from './app/earlyClick';

/**
 * React, then the app in a later task: evaluating both at once was one long task (~40 ms on
 * a mid-range phone) right after the first paint.
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  const { start } = await import('./app/start');
  await start(takeEarlyClick);
}

// A prerendered page (scripts/prerender.mjs) shows without scripts: the app loads once the page
// has painted, so its scripts do not compete with the page's styles and fonts. Elsewhere there
// is nothing to show before the app runs.
const root = document.getElementById('root');
const prerendered = root?.dataset.prerendered;
// Offline, the service worker answers a page that needs the network with the offline page
// (src/sw/sw.ts): it stays as it is, its link home works without the app.
const offlineInPlaceOfAnother =
  prerendered?.endsWith('/offline') && prerendered !== window.location.pathname;
if (offlineInPlaceOfAnother) {
  document.documentElement.dataset.ready = '';
} else if (root?.dataset.start === 'input' && !hasFirstInput()) {
  // A record page the server rendered for a visitor from search (a drug's page) is read before
  // it is used: its app starts with the visitor's first input, so reading costs no script.
  onFirstInput(() => void startApp());
} else if (prerendered) {
  requestAnimationFrame(() => setTimeout(() => void startApp()));
} else {
  void startApp();
}
