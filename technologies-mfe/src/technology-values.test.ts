import { technologies, VALIDATION_MESSAGES } from '@sistema/shared';
import { describe, expect, it } from 'vitest';
import { editableResource } from '../../shared/src/resource/from-definition.ts';
import { formErrors } from '../../shared/testing/form-errors.ts';
import { buildTechnology } from './testing/data.ts';

// The technology form's values as the page reads and sends them: all from the definition.
const form = editableResource(technologies);
type TechnologyFormValues = Record<'name' | 'sector' | 'adoptionLevel' | 'description', string>;
const EMPTY_TECHNOLOGY_FORM = form.emptyValues as TechnologyFormValues;
const valuesFromTechnology = (technology: ReturnType<typeof buildTechnology>) =>
  form.toValues(technology);
const toTechnologyInput = (values: TechnologyFormValues) =>
  form.toInput(values) as { description: string | null };

const filled: TechnologyFormValues = {
  name: 'Rust',
  sector: 'Computing',
  adoptionLevel: 'growing',
  description: '',
};

/** The field errors the form would show for these values. */
const errorsFor = (values: TechnologyFormValues) => formErrors(form, values);

describe('toTechnologyInput', () => {
  it('trims the name and sends an empty description as null', () => {
    expect(toTechnologyInput({ ...filled, name: '  Rust  ' })).toEqual({
      name: 'Rust',
      sector: 'Computing',
      description: null,
      adoptionLevel: 'growing',
    });
  });

  it.each(['   ', '\n\t'])('sends a blank description (%j) as null', (description) => {
    expect(toTechnologyInput({ ...filled, description }).description).toBeNull();
  });

  it('sends a written description as written', () => {
    expect(toTechnologyInput({ ...filled, description: ' Útil ' }).description).toBe(' Útil ');
  });
});

describe('validation of the form values (docs/product.md)', () => {
  it('every required field has its message', () => {
    expect(errorsFor(EMPTY_TECHNOLOGY_FORM)).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      sector: VALIDATION_MESSAGES.sectorRequired,
      adoptionLevel: VALIDATION_MESSAGES.adoptionLevelRequired,
    });
  });

  it('a name of spaces only is missing', () => {
    expect(errorsFor({ ...filled, name: '   ' })).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
    });
  });

  it('a description of 500 characters passes and one of 501 has its message', () => {
    expect(errorsFor({ ...filled, description: 'a'.repeat(500) })).toEqual({});
    expect(errorsFor({ ...filled, description: 'a'.repeat(501) })).toEqual({
      description: 'La descripción no puede exceder 500 caracteres',
    });
  });
});

describe('valuesFromTechnology (edit prefill)', () => {
  it('copies the fields and shows a missing description as an empty field', () => {
    const technology = buildTechnology({
      name: 'Rust',
      sector: 'Energy',
      adoption_level: 'growing',
      description: null,
    });
    expect(valuesFromTechnology(technology)).toEqual({
      name: 'Rust',
      sector: 'Energy',
      adoptionLevel: 'growing',
      description: '',
    });
  });

  it('keeps a description', () => {
    const technology = buildTechnology({ description: 'Segura' });
    expect(valuesFromTechnology(technology).description).toBe('Segura');
  });
});
