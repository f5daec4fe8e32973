import { describe, expect, it } from 'vitest';
import type { FormField } from './form-field.ts';
import { describeRecord, shownFields } from './record-fields.ts';

type Values = { name: string; level: string; amount: string };

const fields: FormField<Values>[] = [
  { key: 'name', label: 'Nombre', input: { type: 'text', maxLength: 120 } },
  {
    key: 'level',
    label: 'Nivel de adopción',
    input: {
      type: 'select',
      placeholder: 'Selecciona',
      options: [{ value: 'mature', label: 'Madura' }],
    },
  },
  {
    key: 'amount',
    label: 'Monto',
    input: { type: 'number', step: 1, min: 0 },
    display: (value) => `$${value}`,
  },
];

describe('how a record reads in a conflict or the delete dialog', () => {
  it("shows a select's option label, a field's own display, and '(vacío)' for nothing", () => {
    expect(describeRecord(fields, { name: 'Rust', level: 'mature', amount: '' })).toEqual([
      { key: 'name', label: 'Nombre', value: 'Rust' },
      { key: 'level', label: 'Nivel de adopción', value: 'Madura' },
      { key: 'amount', label: 'Monto', value: '(vacío)' },
    ]);
  });

  it("lists only the named fields, in the form's order, with their value", () => {
    const values = { name: 'Rust', level: 'mature', amount: '7' };
    expect(shownFields(fields, ['amount', 'name'], values)).toEqual([
      { key: 'name', label: 'Nombre', value: 'Rust' },
      { key: 'amount', label: 'Monto', value: '$7' },
    ]);
  });
});
