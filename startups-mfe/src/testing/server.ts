import { setupFakeApi } from '../../../shared/testing/fake-api.ts';
import { db, handlers } from './handlers.ts';

// Imported by the test set-up: every test starts with an empty fake API and the default handlers.
export const server = setupFakeApi(handlers, () => db.reset());
