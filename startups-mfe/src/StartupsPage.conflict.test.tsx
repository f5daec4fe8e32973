import { CONFLICT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES, type Startup } from '@sistema/shared';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectDone, openDialog } from '../../shared/testing/list-page-dialogs.ts';
import { buildStartup } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';

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

const reads = () => db.calls.filter((call) => call.method === 'GET').length;

/** Opens the startup's form from its row; then the fake API holds `meanwhile` (someone's save). */
async function renderEdit(meanwhile: Startup[] = [theirs]) {
  db.reset([opened]);
  const { user } = renderStartupsPage();
  const dialog = await openDialog(user, 'Editar Kavak');
  db.startups = meanwhile;
  const field = (label: string | RegExp) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { user, dialog, field, button, readsBefore: reads() };
}

/** Changes the location (and the name, when given) and saves: the API answers 412. */
async function saveOverTheirs(name?: string) {
  const ui = await renderEdit();
  await ui.user.clear(ui.field('Ubicación'));
  await ui.user.type(ui.field('Ubicación'), 'Monterrey, México');
  if (name !== undefined) {
    await ui.user.clear(ui.field('Nombre'));
    await ui.user.type(ui.field('Nombre'), name);
  }
  await ui.user.click(ui.button('Actualizar Startup'));
  const notice = await within(ui.dialog).findByRole('alert');
  return { ...ui, notice };
}

const texts = (within_: HTMLElement, role: 'term' | 'definition') =>
  within(within_)
    .getAllByRole(role)
    .map((element) => element.textContent);
const puts = () => db.calls.filter((call) => call.method === 'PUT');

// Typing-heavy flows: generous time on a loaded machine.
describe('an edit that someone else saved first', { timeout: 15_000 }, () => {
  test("fields only the other person changed come into the form; the user's edit stays", async () => {
    const ui = await saveOverTheirs();
    expect(ui.notice).toHaveTextContent(CONFLICT_TEXT.changed);
    expect(ui.notice).toHaveTextContent(CONFLICT_TEXT.taken);
    expect(texts(ui.notice, 'term')).toEqual(['Nombre', 'Monto de inversión (USD)']);
    const values = texts(ui.notice, 'definition');
    expect(values[0]).toBe('Kavak Global');
    expect(values[1]).toMatch(/2,000/);
    // Nothing to choose: no way to take the current values over the user's own edit.
    expect(
      within(ui.notice).queryByRole('button', { name: CONFLICT_TEXT.takeCurrent }),
    ).not.toBeInTheDocument();

    expect(ui.field('Nombre').value).toBe('Kavak Global');
    expect(ui.field(/Monto de inversión/).value).toBe('2000');
    expect(ui.field('Ubicación').value).toBe('Monterrey, México');
    // The form stays open; the list behind it loads again, once.
    expect(ui.dialog).toHaveAttribute('open');
    await waitFor(() => expect(reads()).toBe(ui.readsBefore + 1));
    expect(db.startups).toEqual([theirs]);

    // Saving now stores both people's changes over the current version.
    await ui.user.click(ui.button('Actualizar Startup'));
    await expectDone(SUCCESS_MESSAGES.startupUpdated);
    expect(db.startups[0]).toMatchObject({
      name: 'Kavak Global',
      location: 'Monterrey, México',
      funding_amount: 2000,
      version: 3,
    });
  });

  test('a field both changed is listed with both values; a plain save overwrites nothing', async () => {
    const ui = await saveOverTheirs('Kavak México');
    expect(ui.notice).toHaveTextContent(CONFLICT_TEXT.conflicting);
    expect(texts(ui.notice, 'term')).toEqual(['Monto de inversión (USD)', 'Nombre']);
    expect(texts(ui.notice, 'definition').slice(1)).toEqual([
      `${CONFLICT_TEXT.mine}: Kavak México`,
      `${CONFLICT_TEXT.theirs}: Kavak Global`,
    ]);
    expect(ui.field('Nombre').value).toBe('Kavak México');
    expect(ui.field(/Monto de inversión/).value).toBe('2000');

    // Without a choice the save sends the old version again: still refused, still nothing lost.
    await ui.user.click(ui.button('Actualizar Startup'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(db.startups).toEqual([theirs]);
  });

  test('"keep my values" saves them in the conflicting field and keeps the other\'s change', async () => {
    const ui = await saveOverTheirs('Kavak México');
    await ui.user.click(within(ui.notice).getByRole('button', { name: CONFLICT_TEXT.keepMine }));
    await expectDone(SUCCESS_MESSAGES.startupUpdated);
    expect(db.startups[0]).toMatchObject({
      name: 'Kavak México',
      location: 'Monterrey, México',
      funding_amount: 2000,
      version: 3,
    });
  });

  test('"take the current values" fills only the conflicting field; saving keeps both edits', async () => {
    const ui = await saveOverTheirs('Kavak México');
    await ui.user.click(within(ui.notice).getByRole('button', { name: CONFLICT_TEXT.takeCurrent }));
    expect(within(ui.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.field('Nombre').value).toBe('Kavak Global');
    expect(ui.field('Ubicación').value).toBe('Monterrey, México');
    expect(ui.field(/Monto de inversión/).value).toBe('2000');
    expect(puts()).toHaveLength(1);

    await ui.user.click(ui.button('Actualizar Startup'));
    await expectDone(SUCCESS_MESSAGES.startupUpdated);
    expect(db.startups[0]).toMatchObject({
      name: 'Kavak Global',
      location: 'Monterrey, México',
      funding_amount: 2000,
      version: 3,
    });
  });

  test('a startup deleted meanwhile: says so, keeps the input and reloads the list', async () => {
    const ui = await renderEdit([]);
    await ui.user.click(ui.button('Actualizar Startup'));
    const alert = await within(ui.dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_MESSAGES.startupNotFound);
    await waitFor(() => expect(reads()).toBe(ui.readsBefore + 1));
    expect(ui.field('Nombre').value).toBe('Kavak');
  });
});
