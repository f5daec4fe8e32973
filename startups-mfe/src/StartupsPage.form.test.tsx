import { localToday, VALIDATION_MESSAGES as V } from '@sistema/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoDialog } from '../../shared/testing/list-page-dialogs.ts';
import { fillValid, posts, renderModal, submitCreate } from './testing/form-modal.tsx';

describe('create', () => {
  test('has the title, the five labelled fields and the two buttons', async () => {
    const { dialog, field } = await renderModal();
    expect(within(dialog).getByRole('heading', { name: 'Nueva Startup' })).toBeInTheDocument();
    expect(field('Fecha de fundación')).toHaveAttribute('type', 'date');
    expect(field('Fecha de fundación')).toHaveAttribute('max', localToday());
    expect(field('Ubicación')).toHaveAttribute('placeholder', 'Ciudad, País');
    const category = field('Categoría');
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent(
      'Selecciona una categoría',
    );
    expect(within(category).getAllByRole('option')).toHaveLength(11);
    const amount = field(/Monto de inversión \(USD\)/);
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('step', '1000');
    expect(amount).toHaveAttribute('min', '0');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(submitCreate()).toBeEnabled();
  });

  test('name and location stop at 120 characters as a person counts them', async () => {
    const { user, field } = await renderModal();
    for (const label of ['Nombre', 'Ubicación']) {
      await user.click(field(label));
      await user.paste('x'.repeat(125));
      expect(field(label)).toHaveValue('x'.repeat(120));
      // A flag is one character: a browser's maxLength would count its two code units.
      await user.clear(field(label));
      await user.paste('🇲🇽'.repeat(125));
      expect(field(label)).toHaveValue('🇲🇽'.repeat(120));
    }
  });

  test('an empty submit shows each required message under its field and focuses the first', async () => {
    const { user, field } = await renderModal();
    await user.click(submitCreate());
    expect(field('Nombre')).toHaveAccessibleDescription(V.nameRequired);
    expect(field('Fecha de fundación')).toHaveAccessibleDescription(V.foundedAtRequired);
    expect(field('Ubicación')).toHaveAccessibleDescription(V.locationRequired);
    expect(field('Categoría')).toHaveAccessibleDescription(V.categoryRequired);
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveFocus();
    expect(posts()).toHaveLength(0);
    // Submission is blocked by validating again, not by disabling the button.
    expect(submitCreate()).toBeEnabled();
  });

  test('focus goes to the first invalid field in form order', async () => {
    const ui = await renderModal();
    await ui.user.type(ui.field('Nombre'), 'Kavak');
    await ui.user.click(submitCreate());
    expect(ui.field('Fecha de fundación')).toHaveFocus();
  });

  test("editing a field clears that field's error only", async () => {
    const { user, field } = await renderModal();
    await user.click(submitCreate());
    await user.type(field('Nombre'), 'K');
    expect(screen.queryByText(V.nameRequired)).not.toBeInTheDocument();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText(V.locationRequired)).toBeInTheDocument();
    await user.selectOptions(field('Categoría'), 'SaaS');
    expect(screen.queryByText(V.categoryRequired)).not.toBeInTheDocument();
    expect(screen.getByText(V.foundedAtRequired)).toBeInTheDocument();
  });

  test('a negative amount is refused with its message and nothing is sent', async () => {
    const ui = await renderModal();
    await fillValid(ui);
    await ui.user.type(ui.field(/Monto de inversión/), '-5');
    await ui.user.click(submitCreate());
    expect(ui.field(/Monto de inversión/)).toHaveAccessibleDescription(V.fundingAmountInvalid);
    expect(ui.field(/Monto de inversión/)).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });
});

test('Cancelar closes the form', async () => {
  const ui = await renderModal();
  await ui.user.click(within(ui.dialog).getByRole('button', { name: 'Cancelar' }));
  expectNoDialog();
});

/** What Chromium reports for '1e' in a number input: the value '' and validity.badInput. */
function typeUnreadable(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  fireEvent.input(input, { target: { value: '' } });
}

describe('an amount the browser cannot read', () => {
  test('is refused with the amount message, and nothing is sent', async () => {
    const ui = await renderModal();
    await fillValid(ui);
    const amount = ui.field(/Monto de inversión/);
    typeUnreadable(amount);
    await ui.user.click(submitCreate());
    expect(amount).toHaveAccessibleDescription(V.fundingAmountInvalid);
    expect(amount).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  test('counts as a change: Cancelar asks before closing', async () => {
    const ui = await renderModal();
    typeUnreadable(ui.field(/Monto de inversión/));
    await ui.user.click(within(ui.dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: '¿Descartar los cambios?' })).toBeInTheDocument();
    expect(ui.dialog).toHaveAttribute('open');
  });

  test('once readable again, clears its error and is sent as a number', async () => {
    const ui = await renderModal();
    await fillValid(ui);
    const amount = ui.field(/Monto de inversión/);
    typeUnreadable(amount);
    await ui.user.click(submitCreate());
    Object.defineProperty(amount, 'validity', { configurable: true, value: { badInput: false } });
    fireEvent.input(amount, { target: { value: '15' } });
    expect(amount).not.toHaveAccessibleDescription(V.fundingAmountInvalid);
    await ui.user.click(submitCreate());
    await vi.waitFor(() => expect(posts()[0]?.body).toMatchObject({ fundingAmount: 15 }));
  });
});

test('with changes, Cancelar asks first and Descartar closes', async () => {
  const ui = await renderModal();
  await ui.user.type(ui.field('Nombre'), 'Kavak');
  await ui.user.click(within(ui.dialog).getByRole('button', { name: 'Cancelar' }));
  const ask = screen.getByRole('dialog', { name: '¿Descartar los cambios?' });
  expect(within(ask).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
  expect(ui.dialog).toHaveAttribute('open');
  await ui.user.click(within(ask).getByRole('button', { name: 'Descartar' }));
  expectNoDialog();
});
