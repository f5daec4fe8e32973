import { useEffect, useRef } from 'react';

export const RETRY_LABEL = 'Reintentar';
/** Under a failed list's reason: it is retried by itself (useListQuery's quiet retries). */
export const RETRYING_BY_ITSELF = 'La lista se cargará sola en cuanto el servicio responda.';

/** Where the user is typing or choosing: the page must not move under them. */
const isEditing = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

export interface ListFailureProps {
  /** Why the last load failed, in Spanish (kept when the banner is closed). */
  reason?: string | null | undefined;
  onRetry: () => void;
}

/**
 * A failed list's place: why, that it comes back by itself, and 'Reintentar'. On a phone it lands
 * at the fold, right under the floating banner that announces the failure, so when it appears it
 * is scrolled into view above the banners (the page's scroll-padding-bottom keeps their height);
 * not while the user is typing in a field or choosing an order: the page would move under them.
 */
export function ListFailure({ reason, onRetry }: ListFailureProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Its first report comes once the panel is laid out, after the one of PageBanners' observer
    // (created before it, so called before it) has published the banners' height.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      if (!isEditing(document.activeElement)) element.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={panel} className="card empty-state list-failure">
      {reason && <p className="list-failure__reason">{reason}</p>}
      <p className="list-failure__hint">{RETRYING_BY_ITSELF}</p>
      <button type="button" className="btn btn--primary" data-list-retry onClick={onRetry}>
        {RETRY_LABEL}
      </button>
    </div>
  );
}
