import { useEffect } from 'react';

export const SUCCESS_ALERT_DURATION_MS = 3000;

export interface AlertProps {
  variant: 'success' | 'error';
  message: string;
  /** Called when the success banner times out or the user dismisses the error banner. */
  onClose: () => void;
}

/**
 * A banner: success hides itself after 3 s, error stays until dismissed. role=status is read politely;
 * role=alert interrupts, as an error should.
 */
export function Alert({ variant, message, onClose }: AlertProps) {
  useEffect(() => {
    if (variant !== 'success') return;
    const timer = window.setTimeout(onClose, SUCCESS_ALERT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [variant, message, onClose]);

  return (
    <div
      className={`alert alert--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
    >
      <span className="alert__icon" aria-hidden="true">
        {variant === 'error' ? '!' : '✓'}
      </span>
      <p className="alert__message">{message}</p>
      {variant === 'error' && (
        <button
          type="button"
          className="alert__close"
          onClick={onClose}
          aria-label="Cerrar mensaje"
        >
          ×
        </button>
      )}
    </div>
  );
}
