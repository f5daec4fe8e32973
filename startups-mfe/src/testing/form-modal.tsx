import type { Startup } from '@sistema/shared';
import { screen, within } from '@testing-library/react';
import { openDialog } from '../../../shared/testing/list-page-dialogs.ts';
import { db } from './handlers.ts';
import { renderStartupsPage } from './render.tsx';

/**
 * The page with its form modal open, as a person opens it: '+ Nueva Startup', or the row's
 * 'Editar' (the startup is put in the fake API's list when it is not there yet).
 */
export async function renderModal(editor: 'new' | Startup = 'new') {
  if (editor !== 'new' && !db.startups.some((startup) => startup.id === editor.id)) {
    db.startups = [...db.startups, editor];
  }
  const { user } = renderStartupsPage();
  const dialog = await openDialog(
    user,
    editor === 'new' ? '+ Nueva Startup' : `Editar ${editor.name}`,
  );
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  return { user, dialog, field };
}

export const submitCreate = () => screen.getByRole('button', { name: 'Crear Startup' });

/** Fills the four required fields with valid values. */
export async function fillValid(ui: Awaited<ReturnType<typeof renderModal>>) {
  await ui.user.type(ui.field('Nombre'), 'Kavak');
  await ui.user.type(ui.field('Fecha de fundación'), '2016-03-01');
  await ui.user.type(ui.field('Ubicación'), 'Ciudad de México, México');
  await ui.user.selectOptions(ui.field('Categoría'), 'E-commerce');
}

export const posts = () => db.calls.filter((call) => call.method === 'POST');
