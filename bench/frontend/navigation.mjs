// Time to data on client-side navigation: a cold load of the home page, then the user's path
// through the app without reloading — the home's button to one section, then the header's link to
// the other (behind the menu button on the phone's layout) — timing each step from the click to
// the first record of the new section on screen. A round takes one path (home → startups →
// technologies, or home → technologies → startups), so every step opens a section for the first
// time: both directions between the sections, and from the home page to each.
import { recordedRound, waitForPage } from '../lib/round.mjs';
import { STARTUP_ON_SCREEN } from './cold-load.mjs';
import { APP_LIVE_SELECTOR } from '../../scripts/lib/app-live.mjs';

/** A technology on screen: a card of the grid (plain or virtual). */
export const TECHNOLOGY_ON_SCREEN = '.record-card';

/** Each section's route and what shows that its first record is on screen. */
const SECTIONS = {
  startups: { route: '/startups', onScreen: STARTUP_ON_SCREEN },
  technologies: { route: '/technologies', onScreen: TECHNOLOGY_ON_SCREEN },
};

/** @typedef {keyof typeof SECTIONS} Section */

/**
 * How long the person reads a page before clicking on, the same in both builds: a page's idle time
 * is part of a real visit, and the federated shell may use it to fetch the next section's code
 * (the single bundle has nothing left to fetch). Short of a real visit's reading time.
 */
export const READING_MS = 3_000;

/**
 * One path: the home page, then `first`, then the other section.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the site's origin (federated or single bundle)
 * @param {Section} first
 * @param {import('../lib/browser.mjs').Preset} preset
 * @param {string} round the round's name in a failure's message and records
 */
export function navigateThroughSections(browser, origin, first, preset, round) {
  const second = first === 'startups' ? 'technologies' : 'startups';
  return recordedRound(browser, preset, round, async ({ page }) => {
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    // Until React has taken over the prerendered page, a click on a link loads the next page from
    // the server, which is no client-side navigation. "Home" is the cold load until the page
    // answers clicks.
    await page.waitForSelector('main h1', { timeout: 120_000 });
    await waitForPage(page, APP_LIVE_SELECTOR, { state: 'attached' });
    const homeMs = Date.now() - started;

    await page.waitForTimeout(READING_MS);
    let clicked = Date.now();
    await page.click(`main a[href="${SECTIONS[first].route}"]`);
    await page.waitForSelector(SECTIONS[first].onScreen, { timeout: 120_000 });
    const firstMs = Date.now() - clicked;

    await page.waitForTimeout(READING_MS);
    // The phone's header folds the links into a menu.
    const menu = page.locator('.menu-button');
    if (await menu.isVisible()) await menu.click();
    clicked = Date.now();
    await page.click(`#site-nav a[href="${SECTIONS[second].route}"]`);
    await page.waitForSelector(SECTIONS[second].onScreen, { timeout: 120_000 });
    const secondMs = Date.now() - clicked;
    return {
      home_ms: homeMs,
      [`home_to_${first}_ms`]: firstMs,
      [`${first}_to_${second}_ms`]: secondMs,
    };
  });
}
