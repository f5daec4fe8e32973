import { z } from './zod.ts';

// 'Importar CSV' (docs/product.md, CSV): the rows of a file reach the API in batches of at most
// IMPORT_BATCH_MAX_ROWS at `POST /v1/api/<resource>/import`; each batch is validated with the
// create schema and stored in one transaction. A row already imported (same content) is counted,
// not stored again, so importing the same file twice creates nothing new.

/** Rows per request: with 500-character descriptions a batch still fits the 64 KiB body limit. */
export const IMPORT_BATCH_MAX_ROWS = 50;

export const IMPORT_MESSAGES = {
  noRows: 'El archivo no tiene filas para importar',
  tooManyRows: `Se pueden importar como máximo ${String(IMPORT_BATCH_MAX_ROWS)} filas por petición`,
  rowsInvalid: 'Hay filas con errores: no se guardó ninguna fila de este lote',
} as const;

/** The success banner once every batch is stored: how many are new and how many were there. */
export const importDoneMessage = (created: number, existing: number) =>
  `Importación completada: ${String(created)} ${created === 1 ? 'registro creado' : 'registros creados'}, ` +
  `${String(existing)} ${existing === 1 ? 'ya existía' : 'ya existían'}.`;

/** The body: each row as a create would send it (checked row by row with the create schema). */
export const importBodySchema = z.object({
  rows: z
    .array(z.unknown(), { error: IMPORT_MESSAGES.noRows })
    .min(1, IMPORT_MESSAGES.noRows)
    .max(IMPORT_BATCH_MAX_ROWS, IMPORT_MESSAGES.tooManyRows),
});

export const importAnswerSchema = z.object({
  message: z.string().describe('Mensaje en español para el usuario'),
  created: z.number().int().describe('Filas guardadas como registros nuevos'),
  existing: z.number().int().describe('Filas que ya se habían importado: no se guardan otra vez'),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** A refused batch: every wrong row, by its position in `rows` (from 0), with its fields' messages. */
export const importRowErrorsSchema = z.object({
  error: z.string(),
  rows: z.array(z.object({ index: z.number().int(), details: z.record(z.string(), z.string()) })),
});
export type ImportRowErrors = z.infer<typeof importRowErrorsSchema>;
