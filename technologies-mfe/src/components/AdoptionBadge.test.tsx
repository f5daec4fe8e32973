import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdoptionBadge } from './AdoptionBadge.tsx';

describe('AdoptionBadge', () => {
  it.each([
    ['emerging', 'Emergente', 'badge--green'],
    ['growing', 'En Crecimiento', 'badge--blue'],
    ['mature', 'Maduro', 'badge--grey'],
    ['declining', 'En Declive', 'badge--red'],
  ] as const)('shows %s as “%s” in %s', (level, label, colourClass) => {
    render(<AdoptionBadge level={level} />);
    const badge = screen.getByText(label, { exact: true });
    expect(badge).toHaveClass('badge', colourClass);
    expect(badge).toHaveAttribute('data-level', level);
  });
});
