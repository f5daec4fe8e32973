import { Alert } from '../components/Alert.tsx';
import { Modal } from '../components/Modal.tsx';
import { CSV_TEXT } from './csv-messages.ts';
import type { ImportPreview } from './csv-resource.ts';

export interface ImportPreviewDialogProps {
  preview: ImportPreview | null;
  /** The first column's label ('Nombre'). */
  nameLabel: string;
  saving: boolean;
  error: string | null;
  onDismissError: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The file's rows before anything is saved (docs/product.md, CSV): each row with its Spanish errors
 * or ready, how many will be imported, and 'Confirmar importación' (only the ready rows are sent).
 */
export function ImportPreviewDialog({
  preview,
  nameLabel,
  saving,
  error,
  onDismissError,
  onConfirm,
  onCancel,
}: ImportPreviewDialogProps) {
  const rows = preview && 'rows' in preview ? preview.rows : [];
  const ready = rows.filter((row) => row.errors.length === 0).length;
  const close = () => {
    if (!saving) onCancel(); // a running import's outcome must not be lost
  };
  return (
    <Modal open={preview !== null} title={CSV_TEXT.previewTitle} onClose={close} size="large">
      {preview && 'error' in preview && (
        // The file cannot be imported at all: nothing to dismiss but the dialog itself.
        <p className="alert alert--error" role="alert">
          {preview.error}
        </p>
      )}
      {error && <Alert variant="error" message={error} onClose={onDismissError} />}
      {rows.length > 0 && (
        <>
          <p className="csv-preview__summary">{CSV_TEXT.summary(ready, rows.length - ready)}</p>
          {preview && 'columns' in preview && (
            <div className="csv-preview__columns">
              <p>{CSV_TEXT.columnsRead}</p>
              <ul>
                {preview.columns.map(({ header, label }) => (
                  <li key={label}>
                    «{header}» → {label}
                  </li>
                ))}
              </ul>
              {preview.ignored.length > 0 && <p>{CSV_TEXT.columnsIgnored(preview.ignored)}</p>}
            </div>
          )}
          <div className="csv-preview table-wrap" tabIndex={0} aria-label={CSV_TEXT.tableCaption}>
            <table className="table">
              <caption className="visually-hidden">{CSV_TEXT.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{CSV_TEXT.rowHeader}</th>
                  <th scope="col">{nameLabel}</th>
                  <th scope="col">{CSV_TEXT.statusHeader}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.row} data-invalid={row.errors.length > 0 || undefined}>
                    <td>{row.row}</td>
                    <td className="table__wrap">{row.name}</td>
                    <td>
                      {row.errors.length === 0 ? (
                        CSV_TEXT.rowReady
                      ) : (
                        <ul className="csv-preview__errors">
                          {row.errors.map(({ label, message }) => (
                            <li key={label}>{`${label}: ${message}`}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={close} disabled={saving}>
          {CSV_TEXT.cancel}
        </button>
        {rows.length > 0 && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={onConfirm}
            disabled={saving || ready === 0}
            aria-busy={saving}
          >
            {saving ? CSV_TEXT.confirming : CSV_TEXT.confirm}
          </button>
        )}
      </div>
    </Modal>
  );
}
