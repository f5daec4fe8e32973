import { useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { IMPORT_BATCH_MAX_ROWS, importDoneMessage } from '../contract/index.ts';
import { useQueryClient } from '../server-state/query-client.tsx';
import { CSV_TEXT } from './csv-messages.ts';
import type { CsvResource, ImportPreview } from './csv-resource.ts';
import { readCsv } from './csv-text.ts';

// A batch's JSON stays under the API's 64 KiB body limit even with long descriptions.
const BATCH_MAX_BYTES = 48 * 1024;

/** The inputs in batches of at most IMPORT_BATCH_MAX_ROWS rows and BATCH_MAX_BYTES of JSON. */
export function inBatches(inputs: readonly unknown[]): unknown[][] {
  const batches: unknown[][] = [];
  let batch: unknown[] = [];
  let bytes = 0;
  for (const input of inputs) {
    const size = new TextEncoder().encode(JSON.stringify(input)).length + 1;
    if (
      batch.length === IMPORT_BATCH_MAX_ROWS ||
      (batch.length > 0 && bytes + size > BATCH_MAX_BYTES)
    ) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(input);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * 'Importar CSV' (docs/product.md, CSV): a chosen file is read and checked into a preview; nothing
 * is sent until `confirm`, which stores the ready rows batch by batch, then refreshes every list
 * of the resource and hands the success banner's sentence to `onImported`.
 */
export function useCsvImport<T>(
  csv: CsvResource<T>,
  queryKey: string,
  onImported: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPreview(null);
    setError(null);
  };

  const open = async (file: File) => {
    setError(null);
    try {
      setPreview(csv.preview(readCsv(await file.text())));
    } catch (failure) {
      console.error('CSV', failure);
      setPreview({ error: CSV_TEXT.unreadableFile });
    }
  };

  const confirm = async () => {
    if (!preview || !('rows' in preview) || saving) return;
    const inputs = preview.rows.flatMap((row) => (row.errors.length === 0 ? [row.input] : []));
    setSaving(true);
    setError(null);
    const counts = { created: 0, existing: 0 };
    // Whatever was stored shows in every list of the resource, not only the one on screen.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [queryKey] });
    try {
      for (const batch of inBatches(inputs)) {
        const answer = await csv.importBatch(batch);
        counts.created += answer.created;
        counts.existing += answer.existing;
      }
    } catch (failure) {
      const message = getErrorMessage(failure);
      setError(counts.created + counts.existing > 0 ? CSV_TEXT.partlyImported(message) : message);
      setSaving(false);
      refresh();
      return;
    }
    setSaving(false);
    refresh();
    close();
    onImported(importDoneMessage(counts.created, counts.existing));
  };

  return { preview, saving, error, open, close, confirm, dismissError: () => setError(null) };
}
