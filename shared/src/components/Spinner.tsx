export interface SpinnerProps {
  label?: string;
}

/**
 * A loading indicator. It is in the DOM at once (so the list is replaced at once) but fades in after
 * a short delay in CSS, so an answer that comes quickly does not flash it.
 */
export function Spinner({ label = 'Cargando…' }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
