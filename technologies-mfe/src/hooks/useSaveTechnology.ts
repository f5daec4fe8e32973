import {
  SUCCESS_MESSAGES,
  useMutation,
  type Technology,
  type TechnologyInput,
} from '@sistema/shared';
import { useCallback } from 'react';
import { createTechnology } from '../api/create-technology.ts';
import { updateTechnology } from '../api/update-technology.ts';

/**
 * Creates (no technology given) or updates a technology, once at a time. On success hands the
 * spec's message to onSaved; on failure keeps the Spanish error for the form, so the modal stays open.
 */
export function useSaveTechnology(
  technology: Technology | null,
  onSaved: (message: string) => void,
) {
  const call = useCallback(
    (input: TechnologyInput) =>
      technology ? updateTechnology(technology.id, input) : createTechnology(input),
    [technology],
  );
  const { run, pending, error, clearError } = useMutation(call);

  const save = useCallback(
    async (input: TechnologyInput) => {
      const result = await run(input);
      if (result.ok) {
        onSaved(
          technology ? SUCCESS_MESSAGES.technologyUpdated : SUCCESS_MESSAGES.technologyCreated,
        );
      }
    },
    [run, technology, onSaved],
  );

  return { save, pending, error, dismissError: clearError };
}
