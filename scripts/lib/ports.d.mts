export interface Ports {
  api: number;
  shell: number;
  startups: number;
  technologies: number;
}
export const PORTS: Ports;
export const PORT_VARIABLES: Record<keyof Ports, string>;
export function systemPorts(keys?: (keyof Ports)[]): [number, string][];
export function portIsFree(port: number): Promise<boolean>;
export function portAnswers(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
export class PortsTakenError extends Error {}
export function assertPortsFree(ports: (number | [number, string])[], hint?: string): Promise<void>;
