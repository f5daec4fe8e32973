import {
  recordWrites,
  type DeleteActions,
  type Technology,
  type TechnologyInput,
  type TechnologySavedAnswer,
} from '@sistema/shared';
import { BULK_TEXT } from './messages.ts';

const { remove, restore } = recordWrites<Technology, TechnologyInput, TechnologySavedAnswer>(
  '/technologies',
);

/** Delete by selection and undo any delete (DELETE …/delete/:id, POST …/restore). */
export const TECHNOLOGY_DELETES: DeleteActions = {
  remove,
  restore,
  queryKey: ['technologies'],
  text: BULK_TEXT,
};
