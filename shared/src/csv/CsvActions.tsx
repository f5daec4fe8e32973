import { useRef, useState } from 'react';
import { getErrorMessage } from '../api/error-message.ts';
import { localToday } from '../contract/index.ts';
import { CSV_TEXT } from './csv-messages.ts';
import type { CsvResource } from './csv-resource.ts';
import { writeCsv } from './csv-text.ts';
import { downloadText } from './download.ts';
import { ImportPreviewDialog } from './ImportPreviewDialog.tsx';
import { useCsvImport } from './useCsvImport.ts';

export interface CsvActionsProps<T> {
  csv: CsvResource<T>;
  /** The list's query key's first segment: an import refreshes all its lists. */
  queryKey: string;
  /** The records as shown: the URL's filters and order applied. */
  records: readonly T[];
  /**
   * Every record of the filtered, sorted set, when `records` holds only the pages loaded so far
   * (a list read in pages); absent when the list on screen is whole.
   */
  loadAll?: () => Promise<readonly T[]>;
  /** The import's success sentence, for the page's banner. */
  onImported: (message: string) => void;
}

/**
 * 'Exportar CSV' and 'Importar CSV' of a list page (docs/product.md, CSV). The export is the list
 * as shown, built in the browser; the import opens the file picker, then the preview dialog.
 */
export function CsvActions<T>({ csv, queryKey, records, loadAll, onImported }: CsvActionsProps<T>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const csvImport = useCsvImport(csv, queryKey, onImported);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const all = loadAll ? await loadAll() : records;
      downloadText(writeCsv(csv.table(all)), csv.fileName(localToday()), 'text/csv;charset=utf-8');
    } catch (error) {
      setExportError(getErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="csv-actions">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={exporting}
        onClick={() => void exportCsv()}
      >
        <ButtonText text={CSV_TEXT.exportButton} icon="export" />
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => fileInput.current?.click()}
      >
        <ButtonText text={CSV_TEXT.importButton} icon="import" />
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={CSV_TEXT.fileInputLabel}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Emptied, so choosing the same file again (a second import) fires a change again.
          event.currentTarget.value = '';
          if (file) void csvImport.open(file);
        }}
      />
      {exportError && (
        <p className="csv-actions__error" role="alert">
          {CSV_TEXT.exportFailed(exportError)}
        </p>
      )}
      <ImportPreviewDialog
        preview={csvImport.preview}
        nameLabel={csv.nameLabel}
        saving={csvImport.saving}
        error={csvImport.error}
        onDismissError={csvImport.dismissError}
        onConfirm={() => void csvImport.confirm()}
        onCancel={csvImport.close}
      />
    </div>
  );
}

/** Arrows into and out of a tray: a download and an upload. */
const ICON_PATHS = {
  export: 'M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3',
  import: 'M12 15V3m0 0-5 5m5-5 5 5M4 17v3h16v-3',
} as const;

/**
 * A button's words, and its icon: on a phone the icon alone shows (the words stay its name), so
 * the order select and both buttons share one row.
 */
function ButtonText({ text, icon }: { text: string; icon: keyof typeof ICON_PATHS }) {
  return (
    <>
      <svg className="csv-actions__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[icon]} />
      </svg>
      <span className="csv-actions__text">{text}</span>
    </>
  );
}
