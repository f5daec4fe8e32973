// Test set-up shared by every front-end Vitest project.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
