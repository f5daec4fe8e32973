import { useSearchParams } from '../router/index.ts';
import { formatSort, parseSort } from './sorting.ts';

/** The URL's order as the API reads it (`name`, `-name`; '' for the list's own), known keys only. */
export function useSortParam(keys: readonly string[]): string {
  const [params] = useSearchParams();
  return formatSort(parseSort(params.get('sort') ?? '', keys));
}
