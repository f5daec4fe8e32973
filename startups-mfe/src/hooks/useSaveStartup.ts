import { SUCCESS_MESSAGES, useSaveRecord, type Startup } from '@sistema/shared';
import { createStartup } from '../api/create-startup.ts';
import { updateStartup } from '../api/update-startup.ts';

/** Creates (no startup given) or updates a startup; a failure keeps the form open with its error. */
export function useSaveStartup(startup: Startup | null, onSaved: (message: string) => void) {
  return useSaveRecord(startup, onSaved, {
    create: createStartup,
    update: updateStartup,
    createdMessage: SUCCESS_MESSAGES.startupCreated,
    updatedMessage: SUCCESS_MESSAGES.startupUpdated,
  });
}
