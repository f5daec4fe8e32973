// Test-only: a list page's dialogs as a person opens and ends them (the remotes' form and delete
// tests drive the page the kit builds, not the dialogs alone).
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Clicks a page's button once the list shows it ('+ Nueva Startup', 'Editar Kavak'). */
export async function openDialog(user: UserEvent, button: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

/** What closing, saving or deleting does: no dialog is left on the page. */
export function expectNoDialog() {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** A save or delete went through: the page's banner says `message` and the dialog is gone. */
export async function expectDone(message: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      expect.stringContaining(message),
    ),
  );
  expectNoDialog();
}

/** The calls that write (not the list's reads). */
export const writesOf = <C extends { method: string }>(calls: readonly C[]) =>
  calls.filter((call) => call.method !== 'GET');
