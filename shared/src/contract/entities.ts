import type { AdoptionLevel, StartupCategory, TechnologySector } from './enums.ts';

/** A startup as the API returns it (snake_case, as SPEC.md §3 reads it). */
export interface Startup {
  id: number;
  name: string;
  /** A calendar day, YYYY-MM-DD. */
  founded_at: string | null;
  location: string;
  category: StartupCategory;
  funding_amount: number | null;
  created_at: string;
  updated_at: string;
  /** 1 when created, one more on every update: sent back as `If-Match: "<version>"`. */
  version: number;
}

export interface Technology {
  id: number;
  name: string;
  sector: TechnologySector;
  description: string | null;
  adoption_level: AdoptionLevel;
  created_at: string;
  /** ISO 8601, UTC. */
  updated_at: string;
  /** 1 when created, one more on every update: sent back as `If-Match: "<version>"`. */
  version: number;
}

export interface ListResponse<T> {
  data: T[];
}

export interface MutationResponse<T> {
  message: string;
  data: T;
}

export interface MessageResponse {
  message: string;
}

export interface ErrorResponse {
  error: string;
  details?: Record<string, string>;
}
