// The bench's own ports, away from `npm start` (5173-5175, 3000) and the end-to-end tests, so it
// can run beside both. BENCH_PORT_BASE moves them all (default 6100).
import { assertPortsFree } from '../../scripts/lib/ports.mjs';

const base = Number(process.env.BENCH_PORT_BASE ?? 6100);

export const PORTS = {
  // Front ends under `vite preview`.
  shell: base + 73, // federated shell, API with 100 startups
  startups: base + 74,
  technologies: base + 75,
  single: base + 76, // single bundle, API with 100 startups
  shellList10k: base + 77, // federated shell, API with 10,000 startups
  shellList1k: base + 78, // federated shell, API with 1,000 startups (first rows, list/first-rows.mjs)
  shellList100k: base + 79, // federated shell, API with 100,000 startups
  // The same builds behind nginx (when installed): the federated system, and the single bundle in
  // the shell's place (its remotes' ports are taken by start-nginx but never asked for).
  nginxShell: base + 83,
  nginxStartups: base + 84,
  nginxTechnologies: base + 85,
  nginxSingle: base + 86,
  nginxSingleStartups: base + 87,
  nginxSingleTechnologies: base + 88,
  lighthouseChromium: base + 90, // the DevTools port of Lighthouse's Chromium
  // APIs
  apiSmall: base + 200, // PGlite, 100 startups and 20 technologies (front-end loads)
  apiList10k: base + 201, // PGlite, 10,000 startups and 2,000 technologies
  apiList1k: base + 202, // PGlite, 1,000 startups
  apiList100k: base + 203, // PGlite, 100,000 startups
  pglite1k: base + 210,
  postgres1k: base + 211,
  jsonServer: base + 212,
  pglite100k: base + 213,
  postgres100k: base + 214,
  apiStreams: base + 215, // a thousand live streams (api/streams.mjs)
};

/** Stops the bench before anything starts when one of its ports is taken. */
export const assertBenchPortsFree = () =>
  assertPortsFree(Object.values(PORTS), 'mueve los puertos del bench con BENCH_PORT_BASE');
