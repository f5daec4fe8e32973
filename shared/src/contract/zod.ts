import { z } from 'zod';

// Zod 4 probes `new Function` to compile faster parsers. Under the production CSP (no 'unsafe-eval')
// the browser reports that probe as a violation on every page; the interpreted parser is plenty for
// a form and a JSON body. Every contract schema imports z from here so this runs first (and
// package.json lists this file under sideEffects, or the bundler would drop the call).
z.config({ jitless: true });

export { z };
