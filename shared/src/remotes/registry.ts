// The registered remotes, typed: one entry per section the shell federates (registry.json, which
// the tooling reads too). The shell's routes, nav, home cards, preload and route data, and the
// API's check of remote-load reports, all come from here.
import registry from './registry.json';

/** A remote's key: its Module Federation name, its route's segment and its resource's key. */
export type RemoteKey = keyof typeof registry;

export interface RemoteEntry {
  /** Its workspace folder (`startups-mfe`). */
  folder: string;
  /** The shell's route to its section (`/startups`). */
  route: string;
  /** Its Spanish name, in the nav and in messages about it. */
  label: string;
  /** Its card on the home page: the text, and the button's label. */
  home: { text: string; action: string };
  /** Its default port; the variable `<KEY>_PORT` moves it. */
  port: number;
  /** The module the shell renders from it (`./StartupsPage`). */
  expose: string;
  /** An SVG path in a 24×24 box; a section without one gets a generic icon. */
  icon?: string;
}

export type Registry = Readonly<Record<string, RemoteEntry>>;

export const REMOTE_REGISTRY: Readonly<Record<RemoteKey, RemoteEntry>> = registry;

/** A registered remote with its key, in the registry's order. */
export interface RegisteredRemote extends RemoteEntry {
  key: string;
}

/** The remotes of a registry, in its order (the nav's and the home page's). */
export const remotesOf = (from: Registry): RegisteredRemote[] =>
  Object.entries(from).map(([key, entry]) => ({ key, ...entry }));

export const REMOTE_KEYS = Object.keys(registry) as RemoteKey[];

/** The remote module id the shell loads: `startups/StartupsPage`. */
export const pageIdOf = (key: string, entry: RemoteEntry) =>
  `${key}/${entry.expose.replace(/^\.\//, '')}`;

/** The section's heading: 'Gestión de Startups'. */
export const sectionTitleOf = (entry: RemoteEntry) => `Gestión de ${entry.label}`;

/** Words joined as Spanish lists them: 'a', 'a o b', 'a, b o c'. */
export function spanishList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} o ${words.at(-1)}`;
}
