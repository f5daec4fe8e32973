// 100,000 records: the first rows of /startups on screen, cold, with 100,000
// startups in the database against 1,000, alternating rounds, on a desktop screen and a phone's.
// The list reads a page at a time (keyset pages, sorted and counted by the API), so the target is
// first rows at 100,000 ≤ 1.5× those at 1,000: the size of the table barely shows.
import { PRESETS } from '../lib/browser.mjs';
import { inTurn, median, ratio } from '../lib/stats.mjs';
import { recordedRound, withOneRetry } from '../lib/round.mjs';
import { openList } from './index.mjs';

/**
 * @param {{ browser: import('playwright-core').Browser, urls: { '1k': string, '100k': string },
 *   rounds: number, log: (line: string) => void, preset: keyof typeof PRESETS }} options
 */
export async function runFirstRowsSuite({ browser, urls, rounds, log, preset }) {
  /** @type {Record<'1k' | '100k', number[]>} */
  const firstRows = { '1k': [], '100k': [] };
  /** @type {('1k' | '100k')[]} */
  const sizes = ['1k', '100k'];
  for (let round = 0; round < rounds; round += 1) {
    for (const size of inTurn(sizes, round)) {
      const first = await withOneRetry(
        `first rows, ${preset}: round ${round + 1}, ${size}`,
        (label) =>
          recordedRound(browser, PRESETS[preset], label, ({ page }) => openList(page, urls[size]), {
            throttle: false,
          }),
        log,
      );
      firstRows[size].push(first.paintedAt);
      log(
        `    ${preset} round ${round + 1} ${size.padStart(4)}: rows on screen ${first.paintedAt.toFixed(0)} ms after navigation, ${first.rows} rows in the DOM`,
      );
    }
  }
  const small = median(firstRows['1k']);
  const big = median(firstRows['100k']);
  return { first_rows_ms_1k: small, first_rows_ms_100k: big, ratio: ratio(big, small) };
}
