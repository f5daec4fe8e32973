import type { Startup } from '@sistema/shared';

let nextId = 1;

/** A startup as the API returns it; override only what a test is about. */
export function buildStartup(overrides: Partial<Startup> = {}): Startup {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Startup ${id}`,
    founded_at: '2020-01-15',
    location: 'Ciudad de México, México',
    category: 'FinTech',
    funding_amount: 1500000,
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function buildStartups(count: number, overrides: Partial<Startup> = {}): Startup[] {
  return Array.from({ length: count }, () => buildStartup(overrides));
}
