const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD ('2023-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0-99 as 1900-1999
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The latest calendar day anywhere on Earth right now (UTC+14). A founding date after it is in the
 * future for every user, whatever their time zone; comparing with the server's own day would reject
 * "today" for a user east of it.
 */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Today's date in the browser's own time zone, as YYYY-MM-DD (for a date input's max). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const DATE_ONLY_PATTERN = DATE_ONLY;
