import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TechnologyDescription } from './TechnologyDescription.tsx';

/** jsdom has no layout: the paragraph is said to need `needed` px and to show `shown` px. */
function layout(needed: number, shown: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(needed);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(shown);
}

afterEach(() => vi.restoreAllMocks());

describe('TechnologyDescription', () => {
  it('a text that fits shows whole, with no toggle', () => {
    layout(48, 48);
    render(<TechnologyDescription name="Go" text="Lenguaje compilado" />);
    expect(screen.getByText('Lenguaje compilado')).toHaveClass('tech-card__description--clamped');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a cut text gets Ver más, which opens it and turns into Ver menos', async () => {
    layout(240, 96);
    const user = userEvent.setup();
    render(<TechnologyDescription name="Go" text="Una descripción muy larga" />);
    const text = screen.getByText('Una descripción muy larga');
    const more = screen.getByRole('button', { name: 'Ver más de Go' });
    expect(more).toHaveTextContent('Ver más');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);

    await user.click(more);
    expect(text).not.toHaveClass('tech-card__description--clamped');
    const less = screen.getByRole('button', { name: 'Ver menos de Go' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(text).toHaveClass('tech-card__description--clamped');
    expect(screen.getByRole('button', { name: 'Ver más de Go' })).toBeInTheDocument();
  });
});
