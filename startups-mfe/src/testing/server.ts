import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { db, handlers } from './handlers.ts';

export const server = setupServer(...handlers);

// Imported by the test set-up: every test starts with an empty fake API and the default handlers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => db.reset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
