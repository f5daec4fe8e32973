import type { Agent } from 'node:http';

export interface JsonAnswer {
  status: number;
  type: string | undefined;
  body: unknown;
}
export function sendJson(request: {
  port: number;
  method: string;
  path: string;
  body?: Buffer | undefined;
  agent?: Agent | undefined;
  host?: string;
  chunked?: boolean;
}): Promise<JsonAnswer>;
