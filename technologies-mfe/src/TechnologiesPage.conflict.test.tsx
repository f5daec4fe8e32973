import { CONFLICT_TEXT, SUCCESS_MESSAGES, type Technology } from '@sistema/shared';
import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectDone, openDialog } from '../../shared/testing/list-page-dialogs.ts';
import { buildTechnology } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';

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

/** Opens the form from the card's 'Editar'; then someone else saves their version. */
async function renderEdit() {
  db.reset([opened]);
  const { user } = renderTechnologiesPage();
  const dialog = await openDialog(user, 'Editar Rust');
  db.technologies = [theirs];
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const save = () => within(dialog).getByRole('button', { name: 'Actualizar Tecnología' });
  return { user, dialog, field, save };
}

describe('a technology edit that someone else saved first', { timeout: 15_000 }, () => {
  test("their adoption level comes into the form, the user's description stays; both are saved", async () => {
    const ui = await renderEdit();
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
    await expectDone(SUCCESS_MESSAGES.technologyUpdated);
    expect(db.technologies[0]).toMatchObject({
      adoption_level: 'mature',
      description: 'Mi descripción',
      version: 3,
    });
  });

  test('the same field changed by both: the current value can be taken for it alone', async () => {
    const ui = await renderEdit();
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
    await expectDone(SUCCESS_MESSAGES.technologyUpdated);
    expect(db.technologies[0]).toMatchObject({
      adoption_level: 'mature',
      description: 'Mi descripción',
      version: 3,
    });
  });
});
