import {
  startupInputSchema,
  toDateInputValue,
  type Startup,
  type StartupInput,
} from '@sistema/shared';

/** What the inputs hold: always strings, turned into the API body by toStartupInput. */
export type StartupFormValues = {
  name: string;
  foundedAt: string;
  location: string;
  category: string;
  fundingAmount: string;
};

export const EMPTY_STARTUP_FORM: StartupFormValues = {
  name: '',
  foundedAt: '',
  location: '',
  category: '',
  fundingAmount: '',
};

/** An edit's prefill: the date cut to its date part, a missing amount as an empty field (docs/product.md). */
export function valuesFromStartup(startup: Startup): StartupFormValues {
  return {
    name: startup.name,
    foundedAt: toDateInputValue(startup.founded_at),
    location: startup.location,
    category: startup.category,
    fundingAmount: startup.funding_amount === null ? '' : String(startup.funding_amount),
  };
}

/** An empty amount is sent as 0 and a filled one as a number (docs/product.md); 'abc' becomes NaN and fails. */
export function toFundingAmount(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The body before validation; the schema then rejects what is wrong with the spec's messages. */
export function toStartupInput(values: StartupFormValues): StartupInput {
  return {
    name: values.name.trim(),
    foundedAt: values.foundedAt.trim(),
    location: values.location.trim(),
    // Typed loosely on purpose: an empty or unknown category is the schema's to reject.
    category: values.category as StartupInput['category'],
    fundingAmount: toFundingAmount(values.fundingAmount),
  };
}

/** How the form reads a startup, starts empty, and turns its values into the body the schema checks. */
export const STARTUP_VALUES = {
  schema: startupInputSchema,
  emptyValues: EMPTY_STARTUP_FORM,
  toValues: valuesFromStartup,
  toInput: toStartupInput,
};
