import { z } from 'zod';

// Zod 4 probes `new Function` to compile faster parsers. Under the production CSP (no 'unsafe-eval')
// the browser reports that probe as a violation on every page, and the interpreted parser is plenty
// for a form and a JSON body: in a browser, zod stays jitless. The API (Node, no CSP) parses every
// request body and checks every answer with the same schemas, so it keeps the compiled parsers
// (about 4 % of the API's CPU per create). Every contract schema imports z from here so this runs
// before any schema is built (package.json lists this file under sideEffects, or the bundler would
// drop the call).
z.config({ jitless: typeof document !== 'undefined' });

export { z };
