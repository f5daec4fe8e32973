import type { Technology } from '@sistema/shared';

let nextId = 1;

/** A technology as the API returns it; override only what a test is about. */
export function buildTechnology(overrides: Partial<Technology> = {}): Technology {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Tecnología ${id}`,
    sector: 'Computing',
    description: null,
    adoption_level: 'emerging',
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function buildTechnologies(
  count: number,
  overrides: Partial<Technology> = {},
): Technology[] {
  return Array.from({ length: count }, () => buildTechnology(overrides));
}
