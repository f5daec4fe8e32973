import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindField } from './bindField.ts';
import { FormModal, useReportDirty, type FormModalControls } from './FormModal.tsx';
import { useValidatedForm } from './useValidatedForm.ts';

const schema = z.object({ name: z.string() });

function NameForm({ requestClose, reportDirty }: FormModalControls) {
  const form = useValidatedForm(schema, { name: 'Kavak' }, (values) => values);
  useReportDirty(reportDirty, form.isDirty);
  return (
    <form>
      <label>
        Nombre
        <input {...bindField(form, 'name')} />
      </label>
      <button type="button" onClick={requestClose}>
        Cancelar
      </button>
    </form>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar
      </button>
      <FormModal open={open} title="Editar Startup" onClose={() => setOpen(false)}>
        {(controls) => open && <NameForm {...controls} />}
      </FormModal>
    </>
  );
}

async function openForm() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Editar' }));
  const form = screen.getByRole('dialog', { name: 'Editar Startup' });
  return { user, form, name: within(form).getByLabelText('Nombre') };
}

const question = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });
const answer = (name: string) =>
  within(screen.getByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole('button', {
    name,
  });

describe('FormModal', () => {
  it.each(['{Escape}', 'Cancelar', 'Cerrar'])(
    'closes an unchanged form at once: %s',
    async (close) => {
      const { user, form, name } = await openForm();
      if (close === '{Escape}') {
        name.focus();
        await user.keyboard(close);
      } else {
        await user.click(within(form).getByRole('button', { name: close }));
      }
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
    },
  );

  it('a field changed and put back is no change', async () => {
    const { user, name } = await openForm();
    await user.type(name, 'x');
    await user.keyboard('{Backspace}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before discarding changes, with Seguir editando focused; Escape keeps editing', async () => {
    const { user, form, name } = await openForm();
    await user.type(name, ' México');
    await user.keyboard('{Escape}');

    const ask = question();
    expect(ask).toHaveTextContent('¿Descartar los cambios?');
    expect(ask).toHaveTextContent('no se han guardado');
    expect(answer('Seguir editando')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(name).toHaveValue('Kavak México');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(answer('Seguir editando'));
    expect(form).toBeVisible();
    expect(name).toHaveValue('Kavak México');

    await user.click(within(form).getByRole('button', { name: 'Cerrar' }));
    await user.click(answer('Descartar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();

    // The next opening starts from the record again, unchanged.
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Kavak');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
