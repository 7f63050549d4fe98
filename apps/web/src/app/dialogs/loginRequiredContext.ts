import { createContext } from 'react';

/**
 * Opens the login-required dialog for `destination` (a sign-in page) over the current page;
 * when the visitor leaves it without signing in, focus goes back to `returnFocus`.
 */
export type AskToLogIn = (destination: string, returnFocus: HTMLElement | null) => void;

/** Provided by LoginRequiredProvider; outside it (prerendering) asking does nothing. */
export const LoginRequiredContext = createContext<AskToLogIn>(() => undefined);
