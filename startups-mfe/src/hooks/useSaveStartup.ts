import { SUCCESS_MESSAGES, useMutation, type Startup, type StartupInput } from '@sistema/shared';
import { useCallback } from 'react';
import { createStartup } from '../api/create-startup.ts';
import { updateStartup } from '../api/update-startup.ts';

/**
 * Creates (no startup given) or updates a startup, once at a time. On success hands the spec's
 * message to onSaved; on failure keeps the Spanish error for the form, so the modal stays open.
 */
export function useSaveStartup(startup: Startup | null, onSaved: (message: string) => void) {
  const call = useCallback(
    (input: StartupInput) => (startup ? updateStartup(startup.id, input) : createStartup(input)),
    [startup],
  );
  const { run, pending, error, clearError } = useMutation(call);

  const save = useCallback(
    async (input: StartupInput) => {
      const result = await run(input);
      if (result.ok) {
        onSaved(startup ? SUCCESS_MESSAGES.startupUpdated : SUCCESS_MESSAGES.startupCreated);
      }
    },
    [run, startup, onSaved],
  );

  return { save, pending, error, dismissError: clearError };
}
