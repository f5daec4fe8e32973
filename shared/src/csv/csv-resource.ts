import { apiClient } from '../api/client.ts';
import { fieldErrors, IMPORT_MESSAGES, type ImportAnswer } from '../contract/index.ts';
import type { FormField } from '../forms/form-field.ts';
import type { EditableRecord, EditableResource } from '../forms/resource.ts';
import type { FormValues } from '../forms/useValidatedForm.ts';
import { CSV_TEXT } from './csv-messages.ts';

/** One data row of an imported file, as the preview lists it. */
export interface PreviewRow {
  /** Its row in the spreadsheet (the header is row 1). */
  row: number;
  /** The first column's value (the name), to recognise it. */
  name: string;
  /** Each wrong field's label and the form's Spanish message; empty when the row can be imported. */
  errors: { label: string; message: string }[];
  /** The create body for the API, when the row has no error. */
  input: unknown;
}

/** Which of the file's columns feeds a field: its header as the file writes it. */
export interface ColumnUse {
  header: string;
  label: string;
}

/**
 * A file's rows checked, with which column feeds which field and the headers nobody reads; or why
 * the file cannot be read as this resource's rows at all.
 */
export type ImportPreview =
  { rows: PreviewRow[]; columns: ColumnUse[]; ignored: string[] } | { error: string };

/**
 * What the list page needs for 'Exportar CSV' and 'Importar CSV', made from the resource's form
 * (csvResource): the same fields, labels, values and schema as the create form.
 */
export interface CsvResource<T> {
  /** 'startups-2026-11-25.csv' for the day given as YYYY-MM-DD. */
  fileName: (day: string) => string;
  /** The first field's label ('Nombre'): the preview names each row by it. */
  nameLabel: string;
  /** The header row (the form's labels) and a row per record. */
  table: (records: readonly T[]) => string[][];
  /** A file's rows (its header first), each checked as the create form checks it. */
  preview: (rows: readonly (readonly string[])[]) => ImportPreview;
  /** POST `<path>/import` with one batch of the preview's inputs. */
  importBatch: (inputs: readonly unknown[]) => Promise<ImportAnswer>;
}

/** More rows than a preview can list usefully (and than a page keeps quick): the file is split. */
export const IMPORT_FILE_MAX_ROWS = 5_000;

/** A header or a choice as typed in a spreadsheet: case, accents and spaces aside ('fundacion'). */
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('es');

/** A select's value goes out as its label ('Emergente'): what the screen shows. Else as typed. */
function cellOf<V extends FormValues>(field: FormField<V>, value: string): string {
  if (field.input.type !== 'select') return value;
  return field.input.options.find((option) => option.value === value)?.label ?? value;
}

/** A select's cell comes back as its option's value, by label or by value; else as it is. */
function valueOf<V extends FormValues>(field: FormField<V>, cell: string): string {
  if (field.input.type !== 'select') return cell;
  const option = field.input.options.find(
    (choice) => key(choice.label) === key(cell) || key(choice.value) === key(cell),
  );
  return option?.value ?? cell.trim();
}

/**
 * CSV for one resource (docs/product.md, CSV), from its form's description: the columns are the
 * form's fields under their Spanish labels, a row is what the edit form would be prefilled with,
 * and an imported row is validated by the create form's schema, so it gets the same messages.
 */
export function csvResource<T extends EditableRecord, V extends FormValues, I>(
  resource: EditableResource<T, V, I>,
  { name, path }: { name: string; path: string },
): CsvResource<T> {
  const { fields } = resource;
  return {
    fileName: (day) => `${name}-${day}.csv`,
    nameLabel: fields[0]?.label ?? '',

    table: (records) => [
      fields.map((field) => field.label),
      ...records.map((record) => {
        const values = resource.toValues(record);
        return fields.map((field) => cellOf(field, values[field.key] ?? ''));
      }),
    ],

    preview([headers, ...rows]) {
      if (!headers) return { error: CSV_TEXT.emptyFile };
      // A column is found by its label (as exported), the table's header or a field's name, in
      // any order.
      const columns = fields.map((field) => {
        const names = new Set([field.label, field.key, ...(field.aliases ?? [])].map(key));
        return headers.findIndex((cell) => names.has(key(cell)));
      });
      const missing = fields.filter((field, index) => !field.optional && columns[index] === -1);
      if (missing.length > 0) {
        return { error: CSV_TEXT.missingColumns(missing.map((field) => field.label)) };
      }
      if (rows.length === 0) return { error: IMPORT_MESSAGES.noRows };
      if (rows.length > IMPORT_FILE_MAX_ROWS) return { error: CSV_TEXT.tooManyRows };
      return {
        columns: fields.flatMap((field, index) => {
          const header = headers[columns[index] ?? -1];
          return header === undefined ? [] : [{ header: header.trim(), label: field.label }];
        }),
        ignored: headers
          .filter((cell, index) => cell.trim() !== '' && !columns.includes(index))
          .map((cell) => cell.trim()),
        rows: rows.map((cells, index) => {
          const values = { ...resource.emptyValues };
          fields.forEach((field, column) => {
            const cell = cells[columns[column] ?? -1] ?? '';
            (values as Record<string, string>)[field.key] = valueOf(field, cell);
          });
          const result = resource.schema.safeParse(resource.toInput(values));
          const messages = result.success ? {} : fieldErrors(result.error);
          return {
            row: index + 2,
            name: values[fields[0]?.key ?? ''] ?? '',
            errors: fields
              .filter((field) => messages[field.key])
              .map((field) => ({ label: field.label, message: messages[field.key] ?? '' })),
            input: result.success ? result.data : null,
          };
        }),
      };
    },

    importBatch: async (inputs) =>
      (await apiClient.post<ImportAnswer>(`${path}/import`, { rows: inputs })).data,
  };
}
