import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@sistema/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildTechnology } from '../testing/data.ts';
import { TechnologyCard } from './TechnologyCard.tsx';

describe('TechnologyCard', () => {
  const react = buildTechnology({
    name: 'React',
    sector: 'Computing',
    adoption_level: 'mature',
    description: 'Biblioteca de interfaces',
    updated_at: '2025-03-04T15:45:00.000Z',
  });

  it('shows the name, the badge, the sector, the description and the update time', () => {
    render(<TechnologyCard technology={react} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'React' });
    expect(within(card).getByRole('heading', { name: 'React' })).toBeInTheDocument();
    expect(within(card).getByText('Maduro')).toHaveClass('badge--grey');
    expect(within(card).getByText('Computing')).toBeInTheDocument();
    expect(within(card).getByText('Biblioteca de interfaces')).toBeInTheDocument();
    expect(card).toHaveTextContent(`Actualizado: ${formatDateTime('2025-03-04T15:45:00.000Z')}`);
  });

  it('leaves the description out when there is none', () => {
    const { container } = render(
      <TechnologyCard
        technology={{ ...react, description: null }}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(container.querySelector('.tech-card__description')).toBeNull();
  });

  it('names the technology in the buttons and hands it to the callbacks', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<TechnologyCard technology={react} onEdit={onEdit} onDelete={onDelete} />);
    const edit = screen.getByRole('button', { name: 'Editar React' });
    const remove = screen.getByRole('button', { name: 'Eliminar React' });
    expect(edit).toHaveTextContent(/^Editar$/);
    expect(remove).toHaveTextContent(/^Eliminar$/);

    await userEvent.click(edit);
    await userEvent.click(remove);
    expect(onEdit).toHaveBeenCalledWith(react);
    expect(onDelete).toHaveBeenCalledWith(react);
  });
});
