import { useLiveList } from './useLiveList.ts';

/**
 * Keeps a resource's lists live (useLiveList) and reads out that they changed, without showing
 * anything or moving focus: a polite, visually hidden status.
 */
export function LiveListStatus({ resource }: { resource: string }) {
  const announcement = useLiveList(resource);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-live-list={resource}>
      {announcement}
    </p>
  );
}
