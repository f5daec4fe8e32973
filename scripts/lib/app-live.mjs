// When the shell's page answers clicks. It is painted from prerendered HTML first; until React has
// taken over, its links are plain links (a click loads the next page from the server, and Back
// leaves the document) and the header's menu button is disabled. That button is in the header at
// every width (hidden, not removed, on a wide screen). Shared by the e2e support and the bench.
export const APP_LIVE_SELECTOR = '.menu-button:not([disabled])';

// What the page shows instead when its start-up failed (shell/build/first-paint.ts): the message
// and its 'Reintentar', in place of the prerendered screen.
export const BOOT_FAILURE_SELECTOR = '.boot-failure';
