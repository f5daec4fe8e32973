import { SUCCESS_MESSAGES, useSaveRecord, type Technology } from '@sistema/shared';
import { createTechnology } from '../api/create-technology.ts';
import { updateTechnology } from '../api/update-technology.ts';

/** Creates (no technology given) or updates one; a failure keeps the form open with its error. */
export function useSaveTechnology(
  technology: Technology | null,
  onSaved: (message: string) => void,
) {
  return useSaveRecord(technology, onSaved, {
    create: createTechnology,
    update: updateTechnology,
    createdMessage: SUCCESS_MESSAGES.technologyCreated,
    updatedMessage: SUCCESS_MESSAGES.technologyUpdated,
  });
}
