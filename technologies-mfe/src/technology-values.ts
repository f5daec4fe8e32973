import { technologyInputSchema, type Technology, type TechnologyInput } from '@sistema/shared';

/** What the inputs hold: always strings, turned into the API body by toTechnologyInput. */
export type TechnologyFormValues = {
  name: string;
  sector: string;
  adoptionLevel: string;
  description: string;
};

export const EMPTY_TECHNOLOGY_FORM: TechnologyFormValues = {
  name: '',
  sector: '',
  adoptionLevel: '',
  description: '',
};

/** An edit's prefill: a missing description becomes an empty field (docs/product.md). */
export function valuesFromTechnology(technology: Technology): TechnologyFormValues {
  return {
    name: technology.name,
    sector: technology.sector,
    adoptionLevel: technology.adoption_level,
    description: technology.description ?? '',
  };
}

/** The body before validation: the name trimmed, an empty or blank description sent as null (docs/product.md). */
export function toTechnologyInput(values: TechnologyFormValues): TechnologyInput {
  return {
    name: values.name.trim(),
    // Typed loosely on purpose: an empty or unknown value is the schema's to reject.
    sector: values.sector as TechnologyInput['sector'],
    description: values.description.trim() === '' ? null : values.description,
    adoptionLevel: values.adoptionLevel as TechnologyInput['adoptionLevel'],
  };
}

/** The kit's values part of TECHNOLOGY_RESOURCE: the schema, the empty form, prefill and body. */
export const TECHNOLOGY_VALUES = {
  toValues: valuesFromTechnology,
  toInput: toTechnologyInput,
  emptyValues: EMPTY_TECHNOLOGY_FORM,
  schema: technologyInputSchema,
};
