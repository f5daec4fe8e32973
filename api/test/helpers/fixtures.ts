import type { StartupInput, TechnologyInput } from '@sistema/shared/contract';

export const startupBody = (overrides: Record<string, unknown> = {}) =>
  ({
    name: 'Cosecha Viva',
    foundedAt: '2019-03-14',
    location: 'Guadalajara, México',
    category: 'IoT',
    fundingAmount: 4_500_000,
    ...overrides,
  }) satisfies Partial<StartupInput> & Record<string, unknown>;

export const technologyBody = (overrides: Record<string, unknown> = {}) =>
  ({
    name: 'Telemedicina',
    sector: 'Healthcare',
    description: 'Consultas médicas por video.',
    adoptionLevel: 'mature',
    ...overrides,
  }) satisfies Partial<TechnologyInput> & Record<string, unknown>;

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
