import { useLiveList } from './useLiveList.ts';

/**
 * Keeps a resource's lists live (useLiveList) and reads out that they changed, without showing
 * anything or moving focus: a polite, visually hidden live region. No role="status": the page's
 * one status is its spinner or count, which tests and assistive tech look up by that role.
 */
export function LiveListStatus({ resource }: { resource: string }) {
  const announcement = useLiveList(resource);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-list={resource}>
      {announcement}
    </p>
  );
}
