import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY, themeFromSaved, type Theme } from './theme-defaults.ts';

export { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from './theme-defaults.ts';

// The theme lives on <html data-theme> (set before first paint by theme-init.js) and in localStorage.
// Reading it from the DOM keeps every app, the shell and any remote, in step without a context.

function readTheme(): Theme {
  return themeFromSaved(document.documentElement.dataset.theme);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked (private mode): the theme still applies for this visit.
  }
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
  const toggleTheme = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
