import { startups, VALIDATION_MESSAGES } from '@sistema/shared';
import { describe, expect, test } from 'vitest';
import { editableResource } from '../../shared/src/resource/from-definition.ts';
import { formErrors } from '../../shared/testing/form-errors.ts';
import { buildStartup } from './testing/data.ts';

// The startup form's values as the page reads and sends them: all from the startups' definition.
const form = editableResource(startups);
type StartupFormValues = Record<
  'name' | 'foundedAt' | 'location' | 'category' | 'fundingAmount',
  string
>;
const valuesFromStartup = (startup: ReturnType<typeof buildStartup>) => form.toValues(startup);
const toStartupInput = (values: StartupFormValues) => form.toInput(values);
const toFundingAmount = (fundingAmount: string) =>
  (toStartupInput({ ...filled, fundingAmount }) as { fundingAmount: number }).fundingAmount;

const filled: StartupFormValues = {
  name: 'Kavak',
  foundedAt: '2016-03-01',
  location: 'Ciudad de México, México',
  category: 'E-commerce',
  fundingAmount: '',
};

/** The field errors the form would show for these values. */
const errorsFor = (values: StartupFormValues) => formErrors(form, values);

describe('toFundingAmount', () => {
  test('an empty amount is 0 and a filled one a number', () => {
    expect(toFundingAmount('')).toBe(0);
    expect(toFundingAmount('  ')).toBe(0);
    expect(toFundingAmount('250000')).toBe(250000);
    expect(toFundingAmount('1500.5')).toBe(1500.5);
    expect(toFundingAmount('abc')).toBeNaN();
  });
});

describe('toStartupInput', () => {
  test('trims the texts and converts the amount', () => {
    expect(
      toStartupInput({
        ...filled,
        name: '  Kavak  ',
        location: ' CDMX, México ',
        fundingAmount: '1000',
      }),
    ).toEqual({
      name: 'Kavak',
      foundedAt: '2016-03-01',
      location: 'CDMX, México',
      category: 'E-commerce',
      fundingAmount: 1000,
    });
  });
});

describe('validation of the form values (docs/product.md)', () => {
  test('every required field has its message', () => {
    expect(form.emptyValues).toEqual({
      name: '',
      foundedAt: '',
      location: '',
      category: '',
      fundingAmount: '',
    });
    expect(errorsFor(form.emptyValues as StartupFormValues)).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      foundedAt: VALIDATION_MESSAGES.foundedAtRequired,
      location: VALIDATION_MESSAGES.locationRequired,
      category: VALIDATION_MESSAGES.categoryRequired,
    });
  });

  test('a name or location of spaces only is missing', () => {
    expect(errorsFor({ ...filled, name: '   ', location: ' ' })).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      location: VALIDATION_MESSAGES.locationRequired,
    });
  });

  test('a date not written YYYY-MM-DD, or not a real day, has the format message', () => {
    // A date input never produces these; a pasted or scripted value can.
    for (const foundedAt of ['15/01/2020', '2020-1-5', '2023-02-30']) {
      expect(errorsFor({ ...filled, foundedAt })).toEqual({
        foundedAt: VALIDATION_MESSAGES.foundedAtFormat,
      });
    }
  });

  test('a negative or non-numeric amount has the amount message; empty and 0 pass', () => {
    for (const fundingAmount of ['-5', 'abc', '-0.01']) {
      expect(errorsFor({ ...filled, fundingAmount })).toEqual({
        fundingAmount: VALIDATION_MESSAGES.fundingAmountInvalid,
      });
    }
    for (const fundingAmount of ['', '0', '1000']) {
      expect(errorsFor({ ...filled, fundingAmount })).toEqual({});
    }
  });
});

describe('valuesFromStartup (edit prefill)', () => {
  test('cuts the date to its date part and shows a missing amount as an empty field', () => {
    const startup = buildStartup({
      name: 'Nubank MX',
      founded_at: '2019-05-20T00:00:00.000Z',
      location: 'Monterrey, México',
      category: 'FinTech',
      funding_amount: null,
    });
    expect(valuesFromStartup(startup)).toEqual({
      name: 'Nubank MX',
      foundedAt: '2019-05-20',
      location: 'Monterrey, México',
      category: 'FinTech',
      fundingAmount: '',
    });
  });

  test('shows an amount as its number', () => {
    const startup = buildStartup({ funding_amount: 2500000 });
    expect(valuesFromStartup(startup)).toMatchObject({ fundingAmount: '2500000' });
  });
});
