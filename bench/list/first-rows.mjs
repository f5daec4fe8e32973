// 100,000 records: the first rows of /startups on screen, cold, with 100,000
// startups in the database against 1,000, alternating rounds, on a desktop screen and a phone's.
// The list reads a page at a time (keyset pages, sorted and counted by the API), so the target is
// first rows at 100,000 ≤ 1.5× those at 1,000: the size of the table barely shows.
import { PRESETS } from '../lib/browser.mjs';
import { median, ratio } from '../lib/stats.mjs';
import { alternatingRounds, recordedRound, withOneRetry } from '../lib/round.mjs';
import { openList } from './index.mjs';

/**
 * @param {{ browser: import('playwright-core').Browser, urls: { '1k': string, '100k': string },
 *   rounds: number, log: (line: string) => void, preset: keyof typeof PRESETS }} options
 */
export async function runFirstRowsSuite({ browser, urls, rounds, log, preset }) {
  const runs = await alternatingRounds(
    /** @type {const} */ (['1k', '100k']),
    { rounds },
    (round, size) =>
      withOneRetry(
        `first rows, ${preset}: ${round}, ${size}`,
        (label) =>
          recordedRound(browser, PRESETS[preset], label, ({ page }) => openList(page, urls[size]), {
            throttle: false,
          }),
        log,
      ),
    (first, round, size) =>
      log(
        `    ${preset} round ${round} ${size.padStart(4)}: rows on screen ${first.paintedAt.toFixed(0)} ms after navigation, ${first.rows} rows in the DOM`,
      ),
  );
  const small = median(runs['1k'].map((first) => first.paintedAt));
  const big = median(runs['100k'].map((first) => first.paintedAt));
  return { first_rows_ms_1k: small, first_rows_ms_100k: big, ratio: ratio(big, small) };
}
