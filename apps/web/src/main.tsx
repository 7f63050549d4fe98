import '@fontsource-variable/inter';
import '@fontsource-variable/cairo';
import './app/global.css';
// Counts the visitor's input from the start, before the app runs.
import './app/firstInput';
// Holds a press of a prerendered button until the app can do it.
import { takeEarlyClick } from './app/earlyClick';

const startApp = () => import('./app/start').then(({ start }) => start(takeEarlyClick));

// A prerendered page (scripts/prerender.mjs) shows without scripts: the app loads once the page
// has painted, so its scripts do not compete with the page's styles and fonts. Elsewhere there
// is nothing to show before the app runs.
if (document.getElementById('root')?.dataset.prerendered) {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  void startApp();
}
