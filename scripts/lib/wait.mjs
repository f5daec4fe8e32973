// Waiting for servers to answer: the start scripts, the end-to-end harness and the bench.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `url` answers with a status below 500. Rejects after `timeoutMs`, or as soon as
 * `died` (a promise: the process that should answer has exited) settles.
 * @param {string} url
 * @param {{ timeoutMs?: number, died?: Promise<unknown> }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, died } = {}) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void died?.finally(() => (dead = true)).catch(() => undefined);
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (dead) throw new Error(`el proceso que debía responder en ${url} terminó`);
    if (Date.now() > deadline) throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * Resolves once every URL answers (see waitForUrl), all within the same `timeoutMs`.
 * @param {string[]} urls
 * @param {number} [timeoutMs]
 * @param {{ died?: Promise<unknown> }} [options]
 */
export async function waitForUrls(urls, timeoutMs = 60_000, { died } = {}) {
  await Promise.all(urls.map((url) => waitForUrl(url, { timeoutMs, died })));
}
