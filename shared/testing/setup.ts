// Test set-up shared by every front-end Vitest project.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no <dialog> behaviour: give it the minimum the Modal relies on.
// (Absent in the Node environment of the build/ tests.)
if (
  typeof HTMLDialogElement !== 'undefined' &&
  !Object.hasOwn(HTMLDialogElement.prototype, 'showModal')
) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out and has no scrollIntoView (a failed list's panel scrolls into view).
if (typeof Element !== 'undefined' && !Object.hasOwn(Element.prototype, 'scrollIntoView')) {
  Element.prototype.scrollIntoView = () => undefined;
}

// A filter reaches the list only once it has settled (300 ms): on a busy machine the default
// 1 s for findBy/waitFor is too short for that plus the fake API's answer.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
