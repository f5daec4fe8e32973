import { describe, expect, it } from 'vitest';
import { latestTodayOnEarth } from './dates.ts';
import { resourceSchemas } from './resources/resource-schemas.ts';
import { startups } from './resources/startups.ts';
import { technologies } from './resources/technologies.ts';
import { fieldErrors } from './schemas.ts';

const { input: startupInputSchema, listQuery: startupListQuerySchema } = resourceSchemas(startups);
const { input: technologyInputSchema } = resourceSchemas(technologies);

const errorsOf = (
  schema: typeof startupInputSchema | typeof technologyInputSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const validStartup = {
  name: 'Kavak',
  foundedAt: '2016-03-01',
  location: 'Ciudad de México, México',
  category: 'E-commerce',
  fundingAmount: 1000,
};

describe('startupInputSchema', () => {
  it('gives the spec’s message for each missing field', () => {
    expect(errorsOf(startupInputSchema, { fundingAmount: 0 })).toEqual({
      name: 'El nombre es requerido',
      foundedAt: 'La fecha de fundación es requerida',
      location: 'La ubicación es requerida',
      category: 'La categoría es requerida',
    });
    expect(
      errorsOf(startupInputSchema, { ...validStartup, name: '   ', location: '', category: '' }),
    ).toEqual({
      name: 'El nombre es requerido',
      location: 'La ubicación es requerida',
      category: 'La categoría es requerida',
    });
  });

  it('checks the date format, the calendar and the future', () => {
    for (const foundedAt of ['15/01/2020', '2020-1-5', '2023-02-30']) {
      expect(errorsOf(startupInputSchema, { ...validStartup, foundedAt })).toEqual({
        foundedAt: 'Formato de fecha inválido (YYYY-MM-DD)',
      });
    }
    const tomorrowEverywhere = new Date(Date.parse(latestTodayOnEarth()) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(
      errorsOf(startupInputSchema, { ...validStartup, foundedAt: tomorrowEverywhere }),
    ).toEqual({
      foundedAt: 'La fecha de fundación no puede ser posterior a hoy',
    });
  });

  it('rejects a negative or non-numeric amount, and accepts none', () => {
    for (const fundingAmount of [-1, Number.NaN, '1000', Infinity]) {
      expect(errorsOf(startupInputSchema, { ...validStartup, fundingAmount })).toEqual({
        fundingAmount: 'El monto de inversión debe ser un número positivo',
      });
    }
    expect(startupInputSchema.safeParse({ ...validStartup, fundingAmount: null }).success).toBe(
      true,
    );
  });

  it('trims text and drops unknown fields', () => {
    const parsed = startupInputSchema.parse({ ...validStartup, name: '  Kavak  ', admin: true });
    expect(parsed.name).toBe('Kavak');
    expect(parsed).not.toHaveProperty('admin');
  });
});

describe('technologyInputSchema', () => {
  const valid = { name: 'Rust', sector: 'Computing', adoptionLevel: 'growing', description: null };

  it('gives the spec’s messages', () => {
    expect(errorsOf(technologyInputSchema, { name: '', sector: '', adoptionLevel: '' })).toEqual({
      name: 'El nombre es requerido',
      sector: 'El sector es requerido',
      adoptionLevel: 'El nivel de adopción es requerido',
    });
    expect(errorsOf(technologyInputSchema, { ...valid, description: 'x'.repeat(501) })).toEqual({
      description: 'La descripción no puede exceder 500 caracteres',
    });
    expect(
      technologyInputSchema.safeParse({ ...valid, description: 'x'.repeat(500) }).success,
    ).toBe(true);
  });

  it('accepts exactly the four adoption levels', () => {
    for (const adoptionLevel of ['emerging', 'growing', 'mature', 'declining']) {
      expect(technologyInputSchema.safeParse({ ...valid, adoptionLevel }).success).toBe(true);
    }
    expect(errorsOf(technologyInputSchema, { ...valid, adoptionLevel: 'Maduro' })).toEqual({
      adoptionLevel: 'El nivel de adopción no es válido',
    });
  });
});

describe('text as a person sees it', () => {
  const validTechnology = { name: 'Rust', sector: 'Computing', adoptionLevel: 'growing' };
  // Each is one character on screen and 2 to 11 UTF-16 code units.
  const family = '👨‍👩‍👧‍👦';
  const flag = '🇲🇽';
  const accented = 'e\u0301';

  it('counts the limits in characters a person sees, not code units', () => {
    for (const one of [family, flag, accented, '😀']) {
      expect(errorsOf(startupInputSchema, { ...validStartup, name: one.repeat(120) })).toEqual({});
      expect(errorsOf(startupInputSchema, { ...validStartup, location: one.repeat(121) })).toEqual({
        location: 'La ubicación no puede exceder 120 caracteres',
      });
    }
    // The probe: 61 emoji are 122 code units and 61 characters (allowed); 121 are not.
    expect(errorsOf(startupInputSchema, { ...validStartup, name: '😀'.repeat(61) })).toEqual({});
    expect(errorsOf(startupInputSchema, { ...validStartup, name: '😀'.repeat(121) })).toEqual({
      name: 'El nombre no puede exceder 120 caracteres',
    });
    expect(
      errorsOf(technologyInputSchema, { ...validTechnology, description: flag.repeat(500) }),
    ).toEqual({});
    expect(
      errorsOf(technologyInputSchema, { ...validTechnology, description: flag.repeat(501) }),
    ).toEqual({ description: 'La descripción no puede exceder 500 caracteres' });
  });

  it.each([
    ['a lone high surrogate', 'Kav\uD83Dak'],
    ['a lone low surrogate', '\uDE00Kavak'],
    ['half an emoji at the end', `Kavak${'😀'.slice(0, 1)}`],
  ])('refuses %s in any text field with that field’s message', (_name, text) => {
    const refused = 'El texto contiene un carácter no permitido';
    expect(errorsOf(startupInputSchema, { ...validStartup, name: text })).toEqual({
      name: refused,
    });
    expect(errorsOf(startupInputSchema, { ...validStartup, location: text })).toEqual({
      location: refused,
    });
    expect(errorsOf(technologyInputSchema, { ...validTechnology, description: text })).toEqual({
      description: refused,
    });
    expect(startupListQuerySchema.safeParse({ name: text }).success).toBe(false);
  });
});
