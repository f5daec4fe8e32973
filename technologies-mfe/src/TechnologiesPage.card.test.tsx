import { formatDateTime } from '@sistema/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoDialog } from '../../shared/testing/list-page-dialogs.ts';
import { buildTechnology } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderTechnologiesPage } from './testing/render.tsx';

const react = buildTechnology({
  name: 'React',
  sector: 'Computing',
  adoption_level: 'mature',
  description: 'Biblioteca de interfaces',
  updated_at: '2025-03-04T15:45:00.000Z',
});

/** The page with `technology`'s card on it. */
async function renderCard(technology = react) {
  db.reset([technology]);
  const page = renderTechnologiesPage();
  const card = await screen.findByRole('article', { name: technology.name });
  return { ...page, card };
}

afterEach(() => vi.restoreAllMocks());

describe('a technology card', () => {
  it('shows the name, the badge, the sector, the description and the update time', async () => {
    const { card } = await renderCard();
    expect(within(card).getByRole('heading', { name: 'React' })).toBeInTheDocument();
    expect(within(card).getByText('Maduro')).toHaveClass('badge--grey');
    expect(within(card).getByText('Computing')).toBeInTheDocument();
    expect(within(card).getByText('Biblioteca de interfaces')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Actualizado: ${formatDateTime('2025-03-04T15:45:00.000Z')}`);
  });

  it('leaves the description out when there is none', async () => {
    const { card } = await renderCard({ ...react, description: null });
    expect(card.querySelector('.record-card__text')).toBeNull();
  });

  it('names the technology in the buttons, which act on it', async () => {
    const { card, user } = await renderCard();
    const edit = within(card).getByRole('button', { name: 'Editar React' });
    const remove = within(card).getByRole('button', { name: 'Eliminar React' });
    expect(edit).toHaveTextContent(/^Editar$/);
    expect(remove).toHaveTextContent(/^Eliminar$/);

    await user.click(edit);
    const form = screen.getByRole('dialog', { name: 'Editar Tecnología' });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('React');
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expectNoDialog();

    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Confirmar Eliminación' })).toBeInTheDocument();
  });
});

/** jsdom has no layout: the description is said to need `needed` px and to show `shown` px. */
function layout(needed: number, shown: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(needed);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(shown);
}

describe("a card's description", () => {
  it('shows whole when it fits, with no toggle', async () => {
    layout(48, 48);
    const { card } = await renderCard({ ...react, name: 'Go', description: 'Lenguaje compilado' });
    expect(within(card).getByText('Lenguaje compilado')).toHaveClass('record-card__text--clamped');
    expect(within(card).queryByRole('button', { name: /^Ver/ })).not.toBeInTheDocument();
  });

  it('gets Ver más when cut, which opens it and turns into Ver menos', async () => {
    layout(240, 96);
    const { card, user } = await renderCard({
      ...react,
      name: 'Go',
      description: 'Una descripción muy larga',
    });
    const text = within(card).getByText('Una descripción muy larga');
    const more = within(card).getByRole('button', { name: 'Ver más de Go' });
    expect(more).toHaveTextContent('Ver más');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);

    await user.click(more);
    expect(text).not.toHaveClass('record-card__text--clamped');
    const less = within(card).getByRole('button', { name: 'Ver menos de Go' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(text).toHaveClass('record-card__text--clamped');
    expect(within(card).getByRole('button', { name: 'Ver más de Go' })).toBeInTheDocument();
  });
});
