import { z } from './zod.ts';

// Undo after delete (docs/architecture.md, API contract): a DELETE answers as the spec says and adds
// a Restore-Token header; POST /<resource>/restore with that token puts the same record back.

/** The header of a DELETE's answer that carries the token to undo it. */
export const RESTORE_TOKEN_HEADER = 'Restore-Token';
/** How long after the delete the token restores the record. */
export const RESTORE_WINDOW_MINUTES = 10;
/** The most tokens one restore takes (one bulk delete's undo). */
export const RESTORE_MAX_TOKENS = 1000;

export const RESTORE_MESSAGES = {
  restored: 'Se restauró lo eliminado',
  tokensRequired: 'Indica qué eliminación quieres deshacer',
  tooManyTokens: `No se pueden deshacer más de ${String(RESTORE_MAX_TOKENS)} eliminaciones a la vez`,
  unknownToken: 'No se encontró la eliminación que quieres deshacer',
  alreadyRestored: 'Esa eliminación ya se deshizo',
  expired: `Ya no se puede deshacer: pasaron más de ${String(RESTORE_WINDOW_MINUTES)} minutos desde la eliminación`,
  idTaken: 'Ya existe un registro con el mismo identificador: no se puede restaurar',
} as const;

/** The body of POST /<resource>/restore: the tokens of the deletes to undo. */
export const restoreInputSchema = z.object({
  tokens: z
    .array(z.string({ error: RESTORE_MESSAGES.unknownToken }).min(1).max(128), {
      error: RESTORE_MESSAGES.tokensRequired,
    })
    .min(1, { error: RESTORE_MESSAGES.tokensRequired })
    .max(RESTORE_MAX_TOKENS, { error: RESTORE_MESSAGES.tooManyTokens }),
});
export type RestoreInput = z.infer<typeof restoreInputSchema>;
