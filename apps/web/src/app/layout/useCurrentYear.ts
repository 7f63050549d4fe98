import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const currentYear = () => new Date().getFullYear();
// The year of the build, which prerendered its pages (vite.config.ts).
const buildYear = () => import.meta.env.BUILD_YEAR;

/**
 * This year (copyright lines). A prerendered page hydrates with the year it was built in, so
 * the first render matches its HTML even across a new year, then shows this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
