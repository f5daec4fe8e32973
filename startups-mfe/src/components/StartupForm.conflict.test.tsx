import { CONFLICT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES, type Startup } from '@sistema/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { buildStartup } from '../testing/data.ts';
import { db } from '../testing/handlers.ts';
import { StartupFormModal } from './StartupFormModal.tsx';

// Someone else saved the startup after this user opened it: the fake API holds version 2 while
// the form was opened on version 1, and refuses a stale If-Match with 412 as the real API does.

const opened: Startup = buildStartup({
  id: 5,
  name: 'Kavak',
  location: 'Ciudad de México, México',
  funding_amount: 1000,
  version: 1,
});
const theirs: Startup = { ...opened, name: 'Kavak Global', funding_amount: 2000, version: 2 };

function renderEdit() {
  const props = { onSaved: vi.fn(), onClose: vi.fn(), onOutdated: vi.fn() };
  render(<StartupFormModal editor={opened} {...props} />);
  const dialog = screen.getByRole('dialog');
  const field = (label: string | RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { ...props, user: userEvent.setup(), dialog, field, button };
}

/** Changes the location and saves: the API answers 412. */
async function saveOverTheirs() {
  const ui = renderEdit();
  await ui.user.clear(ui.field('Ubicación'));
  await ui.user.type(ui.field('Ubicación'), 'Monterrey, México');
  await ui.user.click(ui.button('Actualizar Startup'));
  const notice = await within(ui.dialog).findByRole('alert');
  return { ...ui, notice };
}

// Typing-heavy flows: generous time on a loaded machine.
describe('an edit that someone else saved first', { timeout: 15_000 }, () => {
  beforeEach(() => db.reset([theirs]));

  test('keeps the input, lists what changed with the form labels, and overwrites nothing', async () => {
    const ui = await saveOverTheirs();
    expect(ui.notice).toHaveTextContent(CONFLICT_TEXT.changed);
    const labels = within(ui.notice)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(ui.notice)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(labels).toEqual(['Nombre', 'Monto de inversión (USD)']);
    expect(values[0]).toBe('Kavak Global');
    expect(values[1]).toMatch(/2,000/);

    expect(ui.field('Nombre').value).toBe('Kavak');
    expect(ui.field('Ubicación').value).toBe('Monterrey, México');
    expect(ui.onSaved).not.toHaveBeenCalled();
    expect(ui.onOutdated).toHaveBeenCalledOnce();
    expect(db.startups).toEqual([theirs]);
    // The save button alone sends the old version again: still refused, still nothing lost.
    await ui.user.click(ui.button('Actualizar Startup'));
    await waitFor(() => expect(db.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(db.startups).toEqual([theirs]);
  });

  test('"keep my values" saves them over the current version', async () => {
    const ui = await saveOverTheirs();
    await ui.user.click(within(ui.notice).getByRole('button', { name: CONFLICT_TEXT.keepMine }));
    await waitFor(() => expect(ui.onSaved).toHaveBeenCalledWith(SUCCESS_MESSAGES.startupUpdated));
    expect(db.startups[0]).toMatchObject({
      name: 'Kavak',
      location: 'Monterrey, México',
      funding_amount: 1000,
      version: 3,
    });
  });

  test('"take the current values" fills the form with them; saving then keeps them', async () => {
    const ui = await saveOverTheirs();
    await ui.user.click(within(ui.notice).getByRole('button', { name: CONFLICT_TEXT.takeCurrent }));
    expect(within(ui.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.field('Nombre').value).toBe('Kavak Global');
    expect(ui.field('Ubicación').value).toBe('Ciudad de México, México');
    expect(ui.field(/Monto de inversión/).value).toBe('2000');
    expect(db.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    await ui.user.click(ui.button('Actualizar Startup'));
    await waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect(db.startups[0]).toMatchObject({ name: 'Kavak Global', version: 3 });
  });

  test('a startup deleted meanwhile: says so, keeps the input and reloads the list', async () => {
    db.reset([]);
    const ui = renderEdit();
    await ui.user.click(ui.button('Actualizar Startup'));
    const alert = await within(ui.dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.startupNotFound);
    expect(ui.onOutdated).toHaveBeenCalledOnce();
    expect(ui.field('Nombre').value).toBe('Kavak');
  });
});
