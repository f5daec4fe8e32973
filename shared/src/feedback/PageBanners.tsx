import type { ReactNode } from 'react';
import { Alert } from '../components/Alert.tsx';
import type { Banner } from './useBanner.ts';

export interface PageBannersProps {
  /** The success of the last create, update or delete (useBanner). */
  banner: Banner | null;
  onDismissBanner: () => void;
  /** Why the list could not be loaded (useResourceList). */
  listError: string | null;
  onDismissListError: () => void;
  /** Toasts of their own beside the banners (the undo after a delete). */
  children?: ReactNode;
}

/**
 * A list page's banners: the list's load error, then the last action's success. They float in a
 * fixed region over the page (.toast-region), so showing or hiding one never moves the content.
 */
export function PageBanners({
  banner,
  onDismissBanner,
  listError,
  onDismissListError,
  children,
}: PageBannersProps) {
  return (
    <div className="toast-region">
      {listError && <Alert variant="error" message={listError} onClose={onDismissListError} />}
      {banner && (
        // Keyed per show: the same message twice restarts its 3 s.
        <Alert
          key={banner.key}
          variant="success"
          message={banner.message}
          onClose={onDismissBanner}
        />
      )}
      {children}
    </div>
  );
}
