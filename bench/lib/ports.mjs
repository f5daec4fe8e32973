// The bench's own ports, away from `npm start` (5173-5175, 3000) and the end-to-end tests, so it
// can run beside both. BENCH_PORT_BASE moves them all (default 6100).
import net from 'node:net';

const base = Number(process.env.BENCH_PORT_BASE ?? 6100);

export const PORTS = {
  // Front ends under `vite preview`.
  shell: base + 73, // federated shell, API with 100 startups
  startups: base + 74,
  technologies: base + 75,
  single: base + 76, // single bundle, API with 100 startups
  shellList10k: base + 77, // federated shell, API with 10,000 startups
  // The same builds behind nginx (when installed): the federated system, and the single bundle in
  // the shell's place (its remotes' ports are taken by start-nginx but never asked for).
  nginxShell: base + 83,
  nginxStartups: base + 84,
  nginxTechnologies: base + 85,
  nginxSingle: base + 86,
  nginxSingleStartups: base + 87,
  nginxSingleTechnologies: base + 88,
  // APIs
  apiSmall: base + 200, // PGlite, 100 startups and 20 technologies (front-end loads)
  apiList10k: base + 201, // PGlite, 10,000 startups and 2,000 technologies
  pglite1k: base + 210,
  postgres1k: base + 211,
  jsonServer: base + 212,
  pglite100k: base + 213,
  postgres100k: base + 214,
};

/** True when nothing listens on the port (IPv4 loopback and wildcard). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

export async function assertPortsFree(ports) {
  for (const port of ports) {
    if (!(await portIsFree(port))) {
      throw new Error(
        `port ${port} is taken; free it or move the bench's ports with BENCH_PORT_BASE`,
      );
    }
  }
}

/** Resolves once the URL answers below 500; rejects after timeoutMs or when `died` resolves. */
export async function waitForUrl(url, { timeoutMs = 60_000, died } = {}) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void died?.then(() => (dead = true));
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (dead) throw new Error(`the process behind ${url} exited`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
