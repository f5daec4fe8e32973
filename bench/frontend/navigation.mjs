// Time to data on client-side navigation: a cold load of the home page, then the
// user's path through the app without reloading — the home's "Startups" button, then the header's
// "Tecnologías" link (behind the menu button on the phone's layout) — timing each step from the
// click to the first record of the new section on screen.
import { MOBILE, throttledPage } from '../lib/browser.mjs';
import { STARTUP_ON_SCREEN } from './cold-load.mjs';
import { APP_LIVE_SELECTOR } from '../../scripts/lib/app-live.mjs';

/** A technology on screen: a card of the grid (plain or virtual). */
export const TECHNOLOGY_ON_SCREEN = '.record-card';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the site's origin (federated or single bundle)
 * @param {import('../lib/browser.mjs').Preset} [preset]
 */
export async function navigateHomeToSections(browser, origin, preset = MOBILE) {
  const { context, page } = await throttledPage(browser, preset);
  try {
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    // Until React has taken over the prerendered page, a click on a link loads the next page from
    // the server, which is no client-side navigation. "Home" is the cold load until the page
    // answers clicks.
    await page.waitForSelector('main h1', { timeout: 120_000 });
    await page.waitForSelector(APP_LIVE_SELECTOR, { state: 'attached', timeout: 120_000 });
    const homeMs = Date.now() - started;

    let clicked = Date.now();
    await page.click('main a[href="/startups"]');
    await page.waitForSelector(STARTUP_ON_SCREEN, { timeout: 120_000 });
    const startupsMs = Date.now() - clicked;

    // The phone's header folds the links into a menu.
    const menu = page.locator('.menu-button');
    if (await menu.isVisible()) await menu.click();
    clicked = Date.now();
    await page.click('#site-nav a[href="/technologies"]');
    await page.waitForSelector(TECHNOLOGY_ON_SCREEN, { timeout: 120_000 });
    const technologiesMs = Date.now() - clicked;
    return { home_ms: homeMs, to_startups_ms: startupsMs, to_technologies_ms: technologiesMs };
  } finally {
    await context.close();
  }
}
