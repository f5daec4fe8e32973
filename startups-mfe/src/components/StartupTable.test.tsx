import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { buildStartup, buildStartups } from '../testing/data.ts';
import { VIRTUALIZE_FROM_ROWS } from './startup-items.ts';
import { StartupTable } from './StartupTable.tsx';

const kavak = buildStartup({
  name: 'Kavak',
  founded_at: '2016-03-01',
  location: 'Ciudad de México, México',
  category: 'E-commerce',
  funding_amount: 1500000,
});

function renderTable(startups = [kavak]) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const onSort = vi.fn();
  render(
    <StartupTable
      startups={startups}
      onEdit={onEdit}
      onDelete={onDelete}
      order={{ key: 'fundingAmount', direction: 'descending' }}
      onSort={onSort}
    />,
  );
  return { onEdit, onDelete, onSort, user: userEvent.setup() };
}

describe('StartupTable', () => {
  test('has the six columns of the spec, in order', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nombre',
      'Fundación',
      'Ubicación',
      'Categoría',
      'Inversión',
      'Acciones',
    ]);
  });

  test('shows the date in es-MX short form and the funding in USD without decimals', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /Kavak/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Kavak',
      '1 mar 2016',
      'Ciudad de México, México',
      'E-commerce',
      // es-MX puts a no-break space after the currency code.
      'USD\u00a01,500,000',
      'EditarEliminar',
    ]);
  });

  test("shows '-' for a missing amount", () => {
    renderTable([buildStartup({ name: 'Sin datos', funding_amount: null })]);
    const cells = within(screen.getByRole('row', { name: /Sin datos/ })).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent(/^-$/);
  });

  test('rounds an amount to whole dollars', () => {
    renderTable([buildStartup({ name: 'Redondeo', funding_amount: 999.6 })]);
    expect(screen.getByRole('cell', { name: 'USD\u00a01,000' })).toBeInTheDocument();
  });

  test('row buttons show Editar / Eliminar and name the startup they act on', async () => {
    const { user, onEdit, onDelete } = renderTable();
    const edit = screen.getByRole('button', { name: 'Editar Kavak' });
    const remove = screen.getByRole('button', { name: 'Eliminar Kavak' });
    expect(edit).toHaveTextContent(/^Editar$/);
    expect(remove).toHaveTextContent(/^Eliminar$/);
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledWith(kavak);
    await user.click(remove);
    expect(onDelete).toHaveBeenCalledWith(kavak);
  });

  test('each column but Acciones sorts from a button in its header, which says its order', async () => {
    const { user, onSort } = renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([
      null,
      null,
      null,
      null,
      'descending',
      null,
    ]);
    const actions = screen.getByRole('columnheader', { name: 'Acciones' });
    expect(within(actions).queryByRole('button')).toBeNull();
    const columns = {
      Nombre: 'name',
      Fundación: 'foundedAt',
      Ubicación: 'location',
      Categoría: 'category',
      Inversión: 'fundingAmount',
    };
    for (const [name, key] of Object.entries(columns)) {
      const header = screen.getByRole('columnheader', { name });
      await user.click(within(header).getByRole('button', { name }));
      expect(onSort).toHaveBeenLastCalledWith(key);
    }
  });

  test('the buttons are reachable and usable with the keyboard', async () => {
    const { user, onEdit } = renderTable();
    // First the five sortable headers, then the row's buttons.
    for (let header = 0; header < 5; header += 1) await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Editar Kavak' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(kavak);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eliminar Kavak' })).toHaveFocus();
  });
});

describe('a long list', () => {
  test(`renders every row below ${VIRTUALIZE_FROM_ROWS}`, () => {
    renderTable(buildStartups(VIRTUALIZE_FROM_ROWS - 1));
    expect(screen.getAllByRole('row')).toHaveLength(VIRTUALIZE_FROM_ROWS);
  });

  test('of 10,000 rows keeps the same table with only the visible rows in the DOM', async () => {
    // jsdom lays nothing out: give the scroll area a 600 px viewport and rows their estimated height.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(57);
    const startups = buildStartups(10_000);
    renderTable(startups);

    const table = screen.getByRole('table', { name: 'Lista de startups' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
    expect(screen.getByRole('button', { name: `Editar ${startups[0]?.name}` })).toBeInTheDocument();

    // Scrolling brings the rows further down into the DOM, with their true position.
    const region = screen.getByRole('region', { name: 'Lista de startups' });
    region.scrollTop = 57 * 5000;
    region.dispatchEvent(new Event('scroll'));
    const row = await screen.findByRole('row', { name: new RegExp(`${startups[5000]?.name} `) });
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(screen.queryByRole('button', { name: `Editar ${startups[0]?.name}` })).toBeNull();
  });
});
