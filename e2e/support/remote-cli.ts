// Runs `npm run remote -- …` (scripts/remote/cli.mjs) against the system under test, as a team
// would from this checkout: same ports, same state folder (REMOTES_STATE_DIR, set by the harness).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './deploy.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function remoteCli(...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'scripts', 'remote', 'cli.mjs'), ...args],
      { cwd: ROOT, env: process.env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The last line `publish` prints: the version. */
export const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

export interface RemoteStatus {
  remotes: Record<
    string,
    {
      live: { version: string | null; entry: string | null };
      history: { action: string; version: string | null; at: string; by: string }[];
      published: { version: string }[];
      failures: { version: string; phase: string; count: number; lastMessage: string }[];
    }
  >;
  failuresError?: string;
}

export async function remoteStatus(): Promise<RemoteStatus> {
  const { code, stdout, stderr } = await remoteCli('status', '--json');
  if (code !== 0) throw new Error(`remote status falló: ${stderr}`);
  return JSON.parse(stdout) as RemoteStatus;
}
