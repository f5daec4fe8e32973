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

/** What identifies the URL's values of these keys: a draft typed on top of other values is stale. */
const fingerprint = <K extends string>(values: Filters<K>, keys: readonly K[]) =>
  JSON.stringify(keys.map((key) => values[key]));

/** 'sol' → 'sol del' or 'sol del' → 'sol': the same search, still being typed. */
const continuesTyping = (from: string, to: string) =>
  from !== '' && to !== '' && (to.startsWith(from) || from.startsWith(to));

/** Typed values not in the URL yet, and the URL values they were typed on top of. */
interface Draft<K extends string> {
  base: string;
  values: Filters<K>;
  /**
   * Sent to the URL, which still holds these values: the router applies a change a moment later
   * (a transition), and keys typed in that moment belong to the draft, not to the old URL.
   */
  leaving?: string;
}

/** The draft the inputs show over the URL's `base`, or null when the URL has moved on. */
const draftOver = <K extends string>(draft: Draft<K> | null, base: string) =>
  draft && (draft.base === base || draft.leaving === base) ? draft : null;

/**
 * List filters (and other list settings) kept in the URL query (?name=…&category=…) through React
 * Router's useSearchParams: a filtered view survives a reload, can be shared, and Back undoes a
 * change in one step. An empty value is left out.
 *
 * The inputs own their text (`values`): every keystroke is kept at once, however fast it comes. The
 * URL (`applied`, what the list loads with) follows once the values have stayed unchanged for
 * `delayMs`, in one history entry per settled change. The typed values are a draft on top of the
 * URL values they were typed over; when the URL changes by other means (Back/Forward, a link) that
 * draft no longer applies and the inputs show the URL again, derived, without copying state.
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
  const base = fingerprint(applied, keys);
  const [draft, setDraft] = useState<Draft<K> | null>(null);
  // The URL has caught up with a commit: a later Back to the values it left shows them again.
  if (draft?.leaving !== undefined && draft.base === base) {
    setDraft({ base, values: draft.values });
  }
  const values = draftOver(draft, base)?.values ?? applied;
  // A commit the URL has not applied yet: nothing more is sent until it has.
  const waiting = draft?.leaving === base && draft.base !== base;
  const lastCommit = useRef<{ key: K | null; value: string; at: number }>({
    key: null,
    value: '',
    at: 0,
  });

  const commit = useCallback(
    (to: Filters<K>) => {
      const changed = keys.filter((key) => applied[key] !== to[key]);
      const [key] = changed;
      if (key === undefined) return;
      const now = Date.now();
      const previous = lastCommit.current;
      // Typing on in the same search replaces its entry: Back leaves the search in one step.
      const replace =
        changed.length === 1 &&
        fields[key] === 'text' &&
        previous.key === key &&
        previous.value === applied[key] &&
        now - previous.at < TYPING_SESSION_MS &&
        continuesTyping(applied[key], to[key]);
      lastCommit.current = { key: changed.length === 1 ? key : null, value: to[key], at: now };
      // The draft now sits on top of the values being committed: keys typed meanwhile stay.
      setDraft((current) => ({
        base: fingerprint(to, keys),
        values: current?.values ?? to,
        leaving: fingerprint(applied, keys),
      }));
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
    [keys, fields, applied, setParams, setDraft],
  );

  useEffect(() => {
    if (waiting || sameValues(values, applied, keys)) return;
    const timer = window.setTimeout(() => commit(values), delayMs);
    return () => window.clearTimeout(timer);
  }, [waiting, values, applied, keys, commit, delayMs]);

  /** A typed or picked value: shown at once, sent to the URL once it settles. */
  const setValue = useCallback(
    (key: K, value: string) => {
      setDraft((current) => {
        const over = draftOver(current, base);
        return over
          ? { ...over, values: { ...over.values, [key]: value } }
          : { base, values: { ...applied, [key]: value } };
      });
    },
    [base, applied, setDraft],
  );

  /**
   * Sends what the inputs show to the URL now, when the filters are left: whatever the person does
   * next, Back included, comes after the filter's history entry, never before it (a write landing
   * behind an open form, or a Back that leaves the page).
   */
  const flush = () => {
    if (!waiting && !sameValues(values, applied, keys)) commit(values);
  };

  /** Sets `changes` and sends them to the URL at once, in one history entry (a deliberate click). */
  const applyNow = (changes: Partial<Filters<K>>) => {
    const next = { ...values, ...changes };
    setDraft({ base, values: next });
    commit(next);
  };

  /** Empties `cleared` (every field when omitted) at once, in one history entry. */
  const clear = (cleared: readonly K[] = keys) =>
    applyNow(Object.fromEntries(cleared.map((key) => [key, ''])) as Partial<Filters<K>>);

  return { values, applied, setValue, flush, applyNow, clear };
}

/**
 * The non-empty filters only: what the list call sends (docs/product.md, the lists). Each value
 * keeps its type (a category stays a `StartupCategory`), so the result is the contract's list query.
 */
export function nonEmptyFilters<F extends Filters<string>>(
  filters: F,
): { [K in keyof F]?: Exclude<F[K], ''> } {
  return Object.fromEntries(
    Object.entries<string>(filters).filter(([, value]) => value.trim() !== ''),
  ) as { [K in keyof F]?: Exclude<F[K], ''> };
}
