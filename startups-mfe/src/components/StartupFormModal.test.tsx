import { localToday, VALIDATION_MESSAGES as V } from '@sistema/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fillValid, posts, renderModal, submitCreate } from '../testing/form-modal.tsx';

describe('create', () => {
  test('has the title, the five labelled fields and the two buttons', () => {
    const { dialog, field } = renderModal();
    expect(within(dialog).getByRole('heading', { name: 'Nueva Startup' })).toBeInTheDocument();
    expect(field('Nombre')).toHaveAttribute('maxLength', '120');
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

  test('an empty submit shows each required message under its field and focuses the first', async () => {
    const { user, field } = renderModal();
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
    const ui = renderModal();
    await ui.user.type(ui.field('Nombre'), 'Kavak');
    await ui.user.click(submitCreate());
    expect(ui.field('Fecha de fundación')).toHaveFocus();
  });

  test("editing a field clears that field's error only", async () => {
    const { user, field } = renderModal();
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
    const ui = renderModal();
    await fillValid(ui);
    await ui.user.type(ui.field(/Monto de inversión/), '-5');
    await ui.user.click(submitCreate());
    expect(ui.field(/Monto de inversión/)).toHaveAccessibleDescription(V.fundingAmountInvalid);
    expect(ui.field(/Monto de inversión/)).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });
});

test('Cancelar asks the owner to close', async () => {
  const ui = renderModal();
  await ui.user.click(within(ui.dialog).getByRole('button', { name: 'Cancelar' }));
  expect(ui.onClose).toHaveBeenCalledTimes(1);
});
