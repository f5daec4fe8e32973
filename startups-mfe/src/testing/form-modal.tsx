import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { StartupFormModal, type StartupEditor } from '../components/StartupFormModal.tsx';
import { db } from './handlers.ts';
import { renderWithClient } from '../../../shared/testing/server-state.tsx';

/** The form modal open for `editor`, with spies for its callbacks and a finder for its fields. */
export function renderModal(editor: StartupEditor = 'new') {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithClient(<StartupFormModal editor={editor} onClose={onClose} onSaved={onSaved} />);
  const dialog = screen.getByRole('dialog');
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  return { user, onSaved, onClose, dialog, field };
}

export const submitCreate = () => screen.getByRole('button', { name: 'Crear Startup' });

/** Fills the four required fields with valid values. */
export async function fillValid(ui: ReturnType<typeof renderModal>) {
  await ui.user.type(ui.field('Nombre'), 'Kavak');
  await ui.user.type(ui.field('Fecha de fundación'), '2016-03-01');
  await ui.user.type(ui.field('Ubicación'), 'Ciudad de México, México');
  await ui.user.selectOptions(ui.field('Categoría'), 'E-commerce');
}

export const posts = () => db.calls.filter((call) => call.method === 'POST');
