import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: a visitor cannot guess another delete's token, nor make one for any id. */
export const newRestoreToken = () => randomBytes(32).toString('base64url');

/** What deleted_records keeps (migration 012): the token itself is only in the DELETE's answer. */
export const hashRestoreToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');
