import type { Technology } from '@sistema/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  expectDone,
  expectNoDialog,
  openDialog,
  writesOf,
} from '../../shared/testing/list-page-dialogs.ts';
import { buildTechnology } from './testing/data.ts';
import { createGate } from './testing/gate.ts';
import { API, db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

/** The page with its form open from '+ Nueva Tecnología', or from the card's 'Editar'. */
async function renderModal(editor: 'new' | Technology = 'new') {
  if (editor !== 'new') db.reset([editor]);
  const { user } = renderTechnologiesPage();
  const dialog = await openDialog(
    user,
    editor === 'new' ? '+ Nueva Tecnología' : `Editar ${editor.name}`,
  );
  return { user, dialog };
}

/** A field of the open form (the filters behind it have labels of their own). */
const field = (name: string) =>
  within(screen.getByRole('dialog', { name: /Tecnología$/ })).getByLabelText(name);
const posts = () => writesOf(db.calls);

describe('the technology form: create', () => {
  it('has the title, the labelled fields and the buttons', async () => {
    const { dialog } = await renderModal();
    expect(dialog).toHaveAccessibleName('Nueva Tecnología');
    expect(
      within(field('Sector') as HTMLSelectElement).getAllByRole('option')[0],
    ).toHaveTextContent('Selecciona un sector');
    expect(
      within(field('Nivel de adopción') as HTMLSelectElement).getAllByRole('option')[0],
    ).toHaveTextContent('Selecciona un nivel');
    expect(field('Descripción').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Crear Tecnología' })).toBeEnabled();
  });

  it('shows the exact messages under the fields, focuses the first and sends nothing', async () => {
    const { user, dialog } = await renderModal();
    await user.type(field('Nombre'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Tecnología' }));

    expect(field('Nombre')).toHaveAccessibleDescription('El nombre es requerido');
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Sector')).toHaveAccessibleDescription('El sector es requerido');
    expect(field('Nivel de adopción')).toHaveAccessibleDescription(
      'El nivel de adopción es requerido',
    );
    expect(field('Nombre')).toHaveFocus();
    expect(posts()).toHaveLength(0);
    // Still enabled: the next submit validates again.
    expect(within(dialog).getByRole('button', { name: 'Crear Tecnología' })).toBeEnabled();
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user, dialog } = await renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Crear Tecnología' }));
    await user.type(field('Nombre'), 'Go');
    expect(within(dialog).queryByText('El nombre es requerido')).not.toBeInTheDocument();
    expect(within(dialog).getByText('El sector es requerido')).toBeInTheDocument();

    await user.selectOptions(field('Sector'), 'Energy');
    expect(within(dialog).queryByText('El sector es requerido')).not.toBeInTheDocument();
    expect(within(dialog).getByText('El nivel de adopción es requerido')).toBeInTheDocument();
  });

  it('sends the trimmed name and an empty description as null', async () => {
    const { user, dialog } = await renderModal();
    await user.type(field('Nombre'), '  Kubernetes  ');
    await user.selectOptions(field('Sector'), 'Computing');
    await user.selectOptions(field('Nivel de adopción'), 'En Crecimiento');
    await user.type(field('Descripción'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Tecnología' }));

    await expectDone('Tecnología creada exitosamente');
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/api/technologies/create',
        body: {
          name: 'Kubernetes',
          sector: 'Computing',
          adoptionLevel: 'growing',
          description: null,
        },
      }),
    ]);
  });

  it('counts the description live, links the counter and caps the input at 500', async () => {
    const { user } = await renderModal();
    const description = field('Descripción');
    expect(description).toHaveAccessibleDescription('0/500');
    await user.type(description, 'Hola');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('4/500');

    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(510));
    expect(description).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();

    // A flag is one character (two code units, which a browser's maxLength would count).
    await user.clear(description);
    await user.click(description);
    await user.paste('🇲🇽'.repeat(510));
    expect(description).toHaveValue('🇲🇽'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('caps the name at 120 characters as a person counts them', async () => {
    const { user } = await renderModal();
    await user.click(field('Nombre'));
    await user.paste('🇲🇽'.repeat(125));
    expect(field('Nombre')).toHaveValue('🇲🇽'.repeat(120));
  });

  it('from 450 characters, the counter changes colour, says how many are left and tells it politely', async () => {
    const { user, dialog } = await renderModal();
    const description = field('Descripción');
    await user.click(description);
    await user.paste('x'.repeat(449));
    expect(screen.getByText('449/500').parentElement).toHaveClass('counter--ok');
    expect(description).toHaveAccessibleDescription('449/500');

    await user.type(description, 'y');
    expect(screen.getByText('450/500').parentElement).toHaveClass('counter--near');
    expect(description).toHaveAccessibleDescription('450/500 · quedan 50');
    const live = dialog.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Quedan 50 caracteres'));

    await user.paste('z'.repeat(49));
    expect(description).toHaveAccessibleDescription('499/500 · quedan 1');
    await waitFor(() => expect(live).toHaveTextContent('Queda 1 carácter'));
    await user.type(description, 'z');
    expect(screen.getByText('500/500').parentElement).toHaveClass('counter--full');
    expect(description).toHaveAccessibleDescription('500/500 · quedan 0');
  });

  it('cuts any change past the cap at 500 whole characters', async () => {
    await renderModal();
    fireEvent.change(field('Descripción'), { target: { value: `${'y'.repeat(499)}👩‍💻👩‍💻` } });
    expect(field('Descripción')).toHaveValue(`${'y'.repeat(499)}👩‍💻`);
    expect(field('Descripción')).toHaveAccessibleDescription('500/500 · quedan 0');
  });

  it('stays open with the server error and can be sent again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`${API}/technologies/create`, () =>
        HttpResponse.json({ error: 'Ya existe una tecnología con ese nombre' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await renderModal();
    await user.type(field('Nombre'), 'Go');
    await user.selectOptions(field('Sector'), 'Computing');
    await user.selectOptions(field('Nivel de adopción'), 'Emergente');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Tecnología' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe una tecnología con ese nombre',
    );
    expect(consoleError).toHaveBeenCalledWith('API Error', 409, expect.anything());
    // Neither saved nor closed.
    expect(screen.queryByText('Tecnología creada exitosamente')).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(field('Nombre')).toHaveValue('Go');
    expect(within(dialog).getByRole('button', { name: 'Crear Tecnología' })).toBeEnabled();
  });

  it('disables the submit button while saving', async () => {
    const gate = createGate();
    server.use(
      http.post(`${API}/technologies/create`, async () => {
        await gate.opened;
        return HttpResponse.json({ message: 'ok', data: buildTechnology() }, { status: 201 });
      }),
    );
    const { user, dialog } = await renderModal();
    await user.type(field('Nombre'), 'Go');
    await user.selectOptions(field('Sector'), 'Computing');
    await user.selectOptions(field('Nivel de adopción'), 'Emergente');
    const submit = within(dialog).getByRole('button', { name: 'Crear Tecnología' });
    await user.click(submit);

    expect(submit).toBeDisabled();
    gate.open();
    await expectDone('Tecnología creada exitosamente');
  });

  it('an unchanged form closes at once on Cancelar and on Escape', async () => {
    const { user, dialog } = await renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expectNoDialog();

    const again = await openDialog(user, '+ Nueva Tecnología');
    // jsdom has no native Escape handling: the browser fires 'cancel' on the dialog.
    fireEvent(again, new Event('cancel', { cancelable: true }));
    expectNoDialog();
  });

  it('a changed form asks before discarding on Escape', async () => {
    const { user, dialog } = await renderModal();
    await user.type(field('Descripción'), 'Notas');
    await user.keyboard('{Escape}');
    const ask = screen.getByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(within(ask).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(field('Descripción')).toHaveValue('Notas');
    expect(dialog).toHaveAttribute('open');
  });
});

describe('the technology form: edit', () => {
  const rust = buildTechnology({
    name: 'Rust',
    sector: 'Energy',
    adoption_level: 'declining',
    description: null,
  });

  it('prefills the form from the technology', async () => {
    const { dialog } = await renderModal(rust);
    expect(dialog).toHaveAccessibleName('Editar Tecnología');
    expect(field('Nombre')).toHaveValue('Rust');
    expect(field('Sector')).toHaveValue('Energy');
    expect(field('Nivel de adopción')).toHaveValue('declining');
    expect(field('Descripción')).toHaveValue('');
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });

  it('sends the same body with PUT to the technology’s id', async () => {
    const { user, dialog } = await renderModal(rust);
    await user.type(field('Descripción'), 'Segura');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar Tecnología' }));

    await expectDone('Tecnología actualizada exitosamente');
    expect(posts()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/v1/api/technologies/update/${rust.id}`,
        body: { name: 'Rust', sector: 'Energy', adoptionLevel: 'declining', description: 'Segura' },
      }),
    ]);
  });
});
