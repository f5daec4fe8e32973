// es-MX formatting of the two kinds of date the API returns.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

// A date-only value is a calendar day, not an instant: it is built at UTC midnight and printed in
// UTC, so '2020-01-15' reads 15 in Mexico City and in Tokyo alike.
const dayFormatter = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

// A timestamp is an instant: shown in the reader's own time zone.
const dateTimeFormatter = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const MISSING_VALUE = '-';

/** '2020-01-15' (or '2020-01-15T…') → '15 ene 2020'; missing or unreadable → '-'. */
export function formatDateOnly(value: string | null | undefined): string {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return MISSING_VALUE;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? MISSING_VALUE : dayFormatter.format(date);
}

/** An ISO timestamp → '22 nov 2026, 09:30 a.m.' in the reader's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return MISSING_VALUE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING_VALUE : dateTimeFormatter.format(date);
}

/** The date part of a date or timestamp, for a date input: '2020-01-15T00:00:00Z' → '2020-01-15'. */
export function toDateInputValue(value: string | null | undefined): string {
  return value ? (DATE_ONLY.exec(value)?.[0] ?? '') : '';
}
