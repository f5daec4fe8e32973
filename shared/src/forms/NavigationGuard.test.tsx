import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindField } from './bindField.ts';
import { FormModal, useReportDirty, type FormModalControls } from './FormModal.tsx';
import { useValidatedForm } from './useValidatedForm.ts';

// An edited form is left by the router too (Back, Forward, a link): the same question as its own
// close buttons, under a memory data router as the shell's.

const schema = z.object({ name: z.string() });

function NameForm({ reportDirty }: FormModalControls) {
  const form = useValidatedForm(schema, { name: 'Kavak' }, (values) => values);
  useReportDirty(reportDirty, form.isDirty);
  return (
    <form>
      <label>
        Nombre
        <input {...bindField(form, 'name')} />
      </label>
    </form>
  );
}

function ListPage() {
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

async function openForm(edit: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Inicio</p> },
      { path: '/startups', element: <ListPage /> },
      { path: '/technologies', element: <p>Lista de tecnologías</p> },
    ],
    { initialEntries: ['/', '/startups'], initialIndex: 1 },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await user.click(screen.getByRole('button', { name: 'Editar' }));
  const form = screen.getByRole('dialog', { name: 'Editar Startup' });
  if (edit) await user.type(within(form).getByLabelText('Nombre'), ' México');
  return { router, user, form };
}

const question = () => screen.queryByRole('dialog', { name: '¿Descartar los cambios?' });
const asked = () => screen.getByRole('dialog', { name: '¿Descartar los cambios?' });
const back = (router: ReturnType<typeof createMemoryRouter>) =>
  act(async () => {
    await router.navigate(-1);
  });

describe('leaving an edited form through the router', () => {
  it("Back asks first; 'Seguir editando' stays on the page with the input kept", async () => {
    const { router, user, form } = await openForm(true);
    await back(router);
    expect(question()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/startups');

    await user.click(within(asked()).getByRole('button', { name: 'Seguir editando' }));
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/startups');
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Kavak México');
  });

  it("'Descartar' closes the form and goes where the user was going", async () => {
    const { router, user } = await openForm(true);
    await back(router);
    await user.click(within(asked()).getByRole('button', { name: 'Descartar' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('a navigation to another route (a link, Forward) asks too', async () => {
    const { router, user } = await openForm(true);
    await act(async () => {
      await router.navigate('/technologies');
    });
    expect(question()).toBeInTheDocument();
    await user.click(within(asked()).getByRole('button', { name: 'Descartar' }));
    expect(screen.getByText('Lista de tecnologías')).toBeInTheDocument();
  });

  it("the page's own filter written to the URL goes through; Back through the filters asks", async () => {
    const { router } = await openForm(true);
    // A search typed just before the form opened settles: the list page pushes its filter.
    await act(async () => {
      await router.navigate('/startups?name=kav');
    });
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=kav');
    await back(router);
    expect(question()).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=kav');
  });

  it('an unchanged form lets the user leave at once', async () => {
    const { router } = await openForm(false);
    await back(router);
    expect(question()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("asks the browser's own prompt on reload or closing the tab only while edited", async () => {
    const { user, form } = await openForm(false);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(within(form).getByLabelText('Nombre'), ' México');
    expect(unload()).toBe(true);
  });
});
