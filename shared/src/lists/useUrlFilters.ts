import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../router/index.ts';

export type Filters<K extends string> = Record<K, string>;

/**
 * 'text' for a typed value (a search box): commits that continue the same typing share one history
 * entry. 'choice' for a value picked from a list (a select, a sort order).
 */
export type FilterKind = 'text' | 'choice';

/** How long a value must stay unchanged before the URL, and so the list, follows it. */
export const FILTER_COMMIT_DELAY_MS = 300;

/** A text commit this soon after the previous one, that only extends or shortens it, replaces it. */
const TYPING_SESSION_MS = 2_000;

const readValues = <K extends string>(params: URLSearchParams, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Filters<K>;

const sameValues = <K extends string>(a: Filters<K>, b: Filters<K>, keys: readonly K[]) =>
  keys.every((key) => a[key] === b[key]);

/** 'sol' → 'sol del' or 'sol del' → 'sol': the same search, still being typed. */
const continuesTyping = (from: string, to: string) =>
  from !== '' && to !== '' && (to.startsWith(from) || from.startsWith(to));

/**
 * List filters (and other list settings) kept in the URL query (?name=…&category=…): a filtered view
 * survives a reload, can be shared, and Back undoes a change in one step. An empty value is left out.
 *
 * The inputs own their text (`values`): every keystroke is kept at once, however fast it comes. The
 * URL (`applied`, what the list loads with) follows once the values have stayed unchanged for
 * `delayMs`, in one history entry per settled change, so arrowing through a select's options or
 * typing a word adds one entry and one request, not one per option or key. When the URL changes by
 * other means (Back/Forward, a link), the inputs follow it.
 *
 * `fields` must be a constant (module level), not a new object on every render.
 */
export function useUrlFilters<K extends string>(
  fields: Readonly<Record<K, FilterKind>>,
  delayMs = FILTER_COMMIT_DELAY_MS,
) {
  const keys = useMemo(() => Object.keys(fields) as K[], [fields]);
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readValues(params, keys), [params, keys]);
  const [values, setValues] = useState(applied);
  // What this hook last sent to the URL, and the URL as last seen: the URL may arrive a render
  // after the commit, and that render must not be taken for a change made elsewhere.
  const [committed, setCommitted] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const lastCommit = useRef<{ key: K | null; value: string; at: number }>({
    key: null,
    value: '',
    at: 0,
  });

  if (!sameValues(applied, seen, keys)) {
    setSeen(applied);
    if (!sameValues(applied, committed, keys)) {
      setCommitted(applied);
      setValues(applied);
    }
  }

  const commit = useCallback(
    (from: Filters<K>, to: Filters<K>) => {
      const changed = keys.filter((key) => from[key] !== to[key]);
      const [key] = changed;
      if (key === undefined) return;
      const now = Date.now();
      const previous = lastCommit.current;
      const replace =
        changed.length === 1 &&
        fields[key] === 'text' &&
        previous.key === key &&
        previous.value === from[key] &&
        now - previous.at < TYPING_SESSION_MS &&
        continuesTyping(from[key], to[key]);
      lastCommit.current = { key: changed.length === 1 ? key : null, value: to[key], at: now };
      setCommitted(to);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of keys) {
            if (to[name]) next.set(name, to[name]);
            else next.delete(name);
          }
          return next;
        },
        { replace },
      );
    },
    [keys, fields, setParams],
  );

  useEffect(() => {
    if (sameValues(values, committed, keys)) return;
    const timer = window.setTimeout(() => commit(committed, values), delayMs);
    return () => window.clearTimeout(timer);
  }, [values, committed, keys, commit, delayMs]);

  /** A typed or picked value: shown at once, sent to the URL once it settles. */
  const setValue = useCallback((key: K, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** A deliberate single action (a click): the URL follows at once, with any pending value. */
  const applyNow = (key: K, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    commit(committed, next);
  };

  /** Empties `cleared` (every field when omitted) at once, in one history entry. */
  const clear = (cleared: readonly K[] = keys) => {
    const next = { ...values };
    for (const key of cleared) next[key] = '';
    setValues(next);
    commit(committed, next);
  };

  return { values, applied, setValue, applyNow, clear };
}

/**
 * The non-empty filters only: what the list call sends (SPEC.md §7). Each value keeps its type
 * (a category stays a `StartupCategory`), so the result is the contract's list query.
 */
export function nonEmptyFilters<F extends Filters<string>>(
  filters: F,
): { [K in keyof F]?: Exclude<F[K], ''> } {
  return Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value.trim() !== ''),
  ) as { [K in keyof F]?: Exclude<F[K], ''> };
}
