import { CONFLICT_TEXT, SUCCESS_MESSAGES, type Technology } from '@sistema/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { buildTechnology } from '../testing/data.ts';
import { db } from '../testing/handlers.ts';
import { TechnologyFormModal } from './TechnologyFormModal.tsx';
import { renderWithClient } from '../../../shared/testing/server-state.tsx';

// Someone else saved the technology after this user opened it (version 2 in the fake API, the form
// on version 1): the kit merges the two edits field by field.

const opened: Technology = buildTechnology({
  id: 8,
  name: 'Rust',
  sector: 'Computing',
  description: 'Original',
  adoption_level: 'emerging',
  version: 1,
});
const theirs: Technology = { ...opened, adoption_level: 'mature', version: 2 };

function renderEdit() {
  const onSaved = vi.fn();
  renderWithClient(<TechnologyFormModal editor={opened} onSaved={onSaved} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const save = () => within(dialog).getByRole('button', { name: 'Actualizar Tecnología' });
  return { user: userEvent.setup(), dialog, field, save, onSaved };
}

describe('a technology edit that someone else saved first', { timeout: 15_000 }, () => {
  beforeEach(() => db.reset([theirs]));

  test("their adoption level comes into the form, the user's description stays; both are saved", async () => {
    const ui = renderEdit();
    await ui.user.clear(ui.field('Descripción'));
    await ui.user.type(ui.field('Descripción'), 'Mi descripción');
    await ui.user.click(ui.save());

    const notice = await within(ui.dialog).findByRole('alert');
    expect(
      within(notice)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Nivel de adopción']);
    expect(within(notice).getByRole('definition')).toHaveTextContent('Maduro');
    expect(ui.field('Nivel de adopción').value).toBe('mature');
    expect(ui.field('Descripción').value).toBe('Mi descripción');

    await ui.user.click(within(notice).getByRole('button', { name: CONFLICT_TEXT.keepMine }));
    await waitFor(() =>
      expect(ui.onSaved).toHaveBeenCalledWith(SUCCESS_MESSAGES.technologyUpdated),
    );
    expect(db.technologies[0]).toMatchObject({
      adoption_level: 'mature',
      description: 'Mi descripción',
      version: 3,
    });
  });

  test('the same field changed by both: the current value can be taken for it alone', async () => {
    const ui = renderEdit();
    await ui.user.selectOptions(ui.field('Nivel de adopción'), 'growing');
    await ui.user.clear(ui.field('Descripción'));
    await ui.user.type(ui.field('Descripción'), 'Mi descripción');
    await ui.user.click(ui.save());

    const notice = await within(ui.dialog).findByRole('alert');
    expect(notice).toHaveTextContent(CONFLICT_TEXT.conflicting);
    await ui.user.click(within(notice).getByRole('button', { name: CONFLICT_TEXT.takeCurrent }));
    expect(ui.field('Nivel de adopción').value).toBe('mature');
    expect(ui.field('Descripción').value).toBe('Mi descripción');

    await ui.user.click(ui.save());
    await waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect(db.technologies[0]).toMatchObject({
      adoption_level: 'mature',
      description: 'Mi descripción',
      version: 3,
    });
  });
});
