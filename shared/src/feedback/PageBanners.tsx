import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { Alert } from '../components/Alert.tsx';
import type { Banner } from './useBanner.ts';

export interface PageBannersProps {
  /** The success of the last create, update or delete (useBanner). */
  banner: Banner | null;
  /** Hides the banner of that key, if it is still the one shown. */
  onDismissBanner: (key: number) => void;
  /** Why the list could not be loaded (useResourceList). */
  listError: string | null;
  onDismissListError: () => void;
  /** Toasts of their own beside the banners (the undo after a delete). */
  children?: ReactNode;
}

/**
 * A list page's banners: the list's load error, then the last action's success. They float in a
 * fixed region over the page (.toast-region), so showing or hiding one never moves the content.
 * The region's height is published as --toast-region-height: the page keeps that much room below
 * its end and keyboard focus scrolls clear of it (theme.css), so on a phone a banner never hides
 * for good what is under it (the failed list's 'Reintentar').
 */
export function PageBanners({
  banner,
  onDismissBanner,
  listError,
  onDismissListError,
  children,
}: PageBannersProps) {
  const region = useRef<HTMLDivElement>(null);
  const bannerKey = banner?.key;
  const closeBanner = useCallback(() => {
    if (bannerKey !== undefined) onDismissBanner(bannerKey);
  }, [bannerKey, onDismissBanner]);
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    // What the banners cover: from the region's top to the bottom of the viewport.
    const observer = new ResizeObserver(() => {
      const covered = element.offsetHeight ? innerHeight - element.getBoundingClientRect().top : 0;
      root.setProperty('--toast-region-height', `${Math.max(0, Math.round(covered))}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--toast-region-height');
    };
  }, []);
  return (
    <div ref={region} className="toast-region">
      {listError && <Alert variant="error" message={listError} onClose={onDismissListError} />}
      {banner && (
        // Keyed per show: the same message twice restarts its 3 s.
        <Alert key={banner.key} variant="success" message={banner.message} onClose={closeBanner} />
      )}
      {children}
    </div>
  );
}
