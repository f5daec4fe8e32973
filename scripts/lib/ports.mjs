// The system's ports, read once from the environment, and the check that they are free before
// anything starts: `npm start`, `npm run start:nginx`, `npm run dev`, the apps' Vite configs, the
// end-to-end harness and the bench all use these.
import net from 'node:net';
import { portVariable, REGISTRY, REMOTE_KEYS } from './registry.mjs';

/**
 * @typedef {'api' | 'shell' | import('./registry.mjs').RemoteKey} PortName
 * @typedef {number | [number, string]} PortToCheck  a port, or [port, the variable that moves it]
 */

/** @type {readonly PortName[]} */
const NAMES = ['api', 'shell', ...REMOTE_KEYS];

/** The environment variable that moves each of the system's ports (a remote's: `<KEY>_PORT`). */
export const PORT_VARIABLES = /** @type {Readonly<Record<PortName, string>>} */ (
  Object.fromEntries(NAMES.map((name) => [name, portVariable(name)]))
);
const DEFAULTS = /** @type {Record<PortName, number>} */ ({
  api: 3000,
  shell: 5173,
  ...Object.fromEntries(REMOTE_KEYS.map((key) => [key, REGISTRY[key].port])),
});

/**
 * @param {string} variable
 * @param {number} fallback
 */
function portFromEnv(variable, fallback) {
  const raw = process.env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${variable} debe ser un número de puerto entre 1 y 65535 (vale "${raw}").`);
  return port;
}

export const PORTS = /** @type {Readonly<Record<PortName, number>>} */ (
  Object.fromEntries(NAMES.map((name) => [name, portFromEnv(PORT_VARIABLES[name], DEFAULTS[name])]))
);

/**
 * The system's ports as [port, variable] pairs, for assertPortsFree.
 * @returns {[number, string][]}
 */
export const systemPorts = (keys = NAMES) => keys.map((key) => [PORTS[key], PORT_VARIABLES[key]]);

/**
 * True when something accepts connections on localhost:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    /** @param {boolean} result */
    const settle = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}

/**
 * A port nothing listens on now (get-port), for a test's own servers. Imported when asked for: the
 * apps' Vite configs read this file inside Docker builds, where only the app's own packages are
 * installed, not the tooling's.
 */
export async function freePort() {
  const { default: getPort } = await import('get-port');
  return getPort();
}

/**
 * Free when nothing answers on localhost and the wildcard address (nginx's) can be bound.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function portIsFree(port) {
  if (await portAnswers(port)) return false;
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

export class PortsTakenError extends Error {}

/**
 * Throws a PortsTakenError naming every taken port (and the variable that moves it) before anything
 * starts. `ports`: numbers or [port, variable] pairs; `hint`: how to move ports without a variable.
 * @param {PortToCheck[]} ports
 */
export async function assertPortsFree(ports, hint = 'cambia el puerto') {
  /** @type {[number, string | null][]} */
  const entries = ports.map((entry) => (Array.isArray(entry) ? entry : [entry, null]));
  const seen = new Map();
  for (const [port, variable] of entries) {
    if (seen.has(port))
      throw new PortsTakenError(
        `El puerto ${port} está asignado dos veces (${seen.get(port) ?? '?'} y ${variable ?? '?'}); ` +
          'cada servicio necesita el suyo.',
      );
    seen.set(port, variable);
  }
  const free = await Promise.all(entries.map(([port]) => portIsFree(port)));
  const taken = entries.filter((_, index) => !free[index]);
  if (taken.length === 0) return;
  const names = taken.map(([port, variable]) => (variable ? `${port} (${variable})` : `${port}`));
  const how = taken.every(([, variable]) => variable)
    ? `elige otro con ${taken.map(([, variable]) => variable).join(', ')}`
    : hint;
  throw new PortsTakenError(
    `${taken.length === 1 ? 'El puerto' : 'Los puertos'} ${names.join(', ')} ` +
      `${taken.length === 1 ? 'ya está en uso' : 'ya están en uso'}: libéralo o ${how}.`,
  );
}
