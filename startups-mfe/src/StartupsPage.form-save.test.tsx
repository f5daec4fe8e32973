import { apiClient, ERROR_MESSAGES, SUCCESS_MESSAGES, type Startup } from '@sistema/shared';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { expectDone, writesOf } from '../../shared/testing/list-page-dialogs.ts';
import { fillValid, posts, renderModal, submitCreate } from './testing/form-modal.tsx';
import { API, db, record } from './testing/handlers.ts';
import { server } from './testing/server.ts';

describe('create sends', () => {
  test('sends an empty amount as 0, with the texts trimmed', async () => {
    const ui = await renderModal();
    await ui.user.type(ui.field('Nombre'), '  Kavak  ');
    await ui.user.type(ui.field('Fecha de fundación'), '2016-03-01');
    await ui.user.type(ui.field('Ubicación'), ' Ciudad de México, México ');
    await ui.user.selectOptions(ui.field('Categoría'), 'E-commerce');
    await ui.user.click(submitCreate());
    await expectDone(SUCCESS_MESSAGES.startupCreated);
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/v1/api/startups/create',
        body: {
          name: 'Kavak',
          foundedAt: '2016-03-01',
          location: 'Ciudad de México, México',
          category: 'E-commerce',
          fundingAmount: 0,
        },
      }),
    ]);
  });

  test('sends a filled amount as a number', async () => {
    const ui = await renderModal();
    await fillValid(ui);
    await ui.user.type(ui.field(/Monto de inversión/), '250000');
    await ui.user.click(submitCreate());
    await expectDone(SUCCESS_MESSAGES.startupCreated);
    expect(posts()[0]?.body).toMatchObject({ fundingAmount: 250000 });
  });

  test('the submit button is disabled while saving, so a double click creates once', async () => {
    server.use(
      http.post(`${API}/startups/create`, async ({ request }) => {
        await record(request);
        await delay(100);
        return HttpResponse.json({ message: 'ok', data: buildStartup() }, { status: 201 });
      }),
    );
    const ui = await renderModal();
    await fillValid(ui);
    await ui.user.dblClick(submitCreate());
    expect(submitCreate()).toBeDisabled();
    await expectDone(SUCCESS_MESSAGES.startupCreated);
    expect(posts()).toHaveLength(1);
  });
});

describe('failures keep the modal open with the error banner inside it', () => {
  async function submitAndReadAlert(ui: Awaited<ReturnType<typeof renderModal>>) {
    await fillValid(ui);
    await ui.user.click(submitCreate());
    return within(ui.dialog).findByRole('alert');
  }

  test("shows the server's error", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`${API}/startups/create`, () =>
        HttpResponse.json({ error: 'La categoría no es válida' }, { status: 400 }),
      ),
    );
    const ui = await renderModal();
    expect(await submitAndReadAlert(ui)).toHaveTextContent('La categoría no es válida');
    expect(log).toHaveBeenCalledWith('API Error', 400, { error: 'La categoría no es válida' });
    expect(screen.queryByText(SUCCESS_MESSAGES.startupCreated)).not.toBeInTheDocument();
    expect(ui.dialog).toHaveAttribute('open');
    expect(submitCreate()).toBeEnabled();
  });

  test('says in Spanish that the service could not be reached (never ‘Network Error’)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(`${API}/startups/create`, () => HttpResponse.error()));
    const ui = await renderModal();
    expect(await submitAndReadAlert(ui)).toHaveTextContent(
      'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(log).toHaveBeenCalledWith('Network Error', 'Network Error');
  });

  test("shows 'Error desconocido' when the failure carries no message", async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValueOnce({});
    const ui = await renderModal();
    expect(await submitAndReadAlert(ui)).toHaveTextContent(ERROR_MESSAGES.unknown);
  });

  test('the error banner can be dismissed', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValueOnce({});
    const ui = await renderModal();
    await submitAndReadAlert(ui);
    await ui.user.click(within(ui.dialog).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(within(ui.dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('edit', () => {
  const nubank: Startup = buildStartup({
    id: 7,
    name: 'Nubank MX',
    founded_at: '2019-05-20T00:00:00.000Z',
    location: 'Monterrey, México',
    category: 'FinTech',
    funding_amount: null,
  });

  test('is prefilled from the row: the date cut to its day, no amount as an empty field', async () => {
    const { dialog, field } = await renderModal(nubank);
    expect(within(dialog).getByRole('heading', { name: 'Editar Startup' })).toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('Nubank MX');
    expect(field('Fecha de fundación')).toHaveValue('2019-05-20');
    expect(field('Ubicación')).toHaveValue('Monterrey, México');
    expect(field('Categoría')).toHaveValue('FinTech');
    expect(field(/Monto de inversión/)).toHaveValue(null);
    expect(within(dialog).getByRole('button', { name: 'Actualizar Startup' })).toBeEnabled();
  });

  test('sends the same body shape with PUT to its id', async () => {
    db.reset([nubank]);
    const ui = await renderModal(nubank);
    await ui.user.clear(ui.field('Nombre'));
    await ui.user.type(ui.field('Nombre'), 'Nu México ');
    await ui.user.type(ui.field(/Monto de inversión/), '5000');
    await ui.user.click(screen.getByRole('button', { name: 'Actualizar Startup' }));
    await expectDone(SUCCESS_MESSAGES.startupUpdated);
    expect(writesOf(db.calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/v1/api/startups/update/7',
        body: {
          name: 'Nu México',
          foundedAt: '2019-05-20',
          location: 'Monterrey, México',
          category: 'FinTech',
          fundingAmount: 5000,
        },
      }),
    ]);
  });
});
