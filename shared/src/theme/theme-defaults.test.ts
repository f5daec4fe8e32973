import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeInitScript } from './theme-defaults.ts';
import { useTheme } from './theme.ts';

/** What a page load does before first paint: theme-init.js (the build emits this text) runs in <head>. */
function runThemeInitScript(): void {
  const script = document.createElement('script');
  script.textContent = themeInitScript();
  document.head.append(script);
  script.remove();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('the theme a page opens with', () => {
  it.each([
    ['nothing saved', null, 'light'],
    ["'dark' saved", 'dark', 'dark'],
    ["'light' saved", 'light', 'light'],
    ['anything else saved', 'purple', 'light'],
    ['a near miss saved', 'Dark', 'light'],
  ])('%s → %s before first paint, and the app agrees', (_case, saved, expected) => {
    if (saved !== null) localStorage.setItem('theme', saved);
    runThemeInitScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe(expected);
    expect(renderHook(() => useTheme()).result.current.theme).toBe(expected);
  });

  it('keeps the default when storage is blocked', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      runThemeInitScript();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('saves a toggled theme under the key the script reads', () => {
    runThemeInitScript();
    const { result } = renderHook(() => useTheme());
    result.current.toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    document.documentElement.removeAttribute('data-theme');
    runThemeInitScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
