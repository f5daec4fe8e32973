import type { ReactNode } from 'react';
import { Spinner } from '../components/Spinner.tsx';

export interface ListResultsProps {
  loading: boolean;
  /** The list came back failed: only its error banner shows (SPEC.md §8). */
  failed: boolean;
  count: number;
  loadingLabel: string;
  emptyMessage: string;
  /** The table or grid of the records. */
  children: ReactNode;
}

/**
 * A list page's results area: the spinner replaces the list while a request runs, then the records,
 * or the "create the first" invitation — except after a failed load, which leaves the area empty.
 */
export function ListResults({
  loading,
  failed,
  count,
  loadingLabel,
  emptyMessage,
  children,
}: ListResultsProps) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (count > 0) return children;
  if (failed) return null;
  return <p className="card empty-state">{emptyMessage}</p>;
}
