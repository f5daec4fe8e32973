import {
  recordWrites,
  type DeleteActions,
  type Startup,
  type StartupInput,
  type StartupSavedAnswer,
} from '@sistema/shared';
import { BULK_TEXT } from './messages.ts';

const { remove, restore } = recordWrites<Startup, StartupInput, StartupSavedAnswer>('/startups');

/** Delete by selection and undo any delete (DELETE …/delete/:id, POST …/restore). */
export const STARTUP_DELETES: DeleteActions = {
  remove,
  restore,
  queryKey: ['startups'],
  text: BULK_TEXT,
};
