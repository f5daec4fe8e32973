import type { z } from 'zod';
import type { Versioned } from '../api/conditional-write.ts';
import type { CreateOptions } from '../api/idempotency.ts';
import type { FormField } from './form-field.ts';
import type { FormValues } from './useValidatedForm.ts';

/** A record the kit can edit and delete: versioned, and named in the delete dialog. */
export type EditableRecord = Versioned & { name: string };

/**
 * Everything the form modal and the delete dialog need to know about one resource (react-admin's
 * resource, reduced to editing): each remote writes one, the kit draws the rest.
 *
 * T is the record the API answers, V what the inputs hold (strings), I the body the API takes.
 */
export interface EditableResource<T extends EditableRecord, V extends FormValues, I> {
  /** The first segment of the resource's list query keys: every write makes them stale. */
  queryKey: readonly [string];
  /** The form's fields in their order, with their controls. */
  fields: readonly FormField<V>[];
  /** The contract's schema: the same Spanish messages as the API. */
  schema: z.ZodType<I>;
  /** A create form's starting values. */
  emptyValues: V;
  /** An edit's prefill. */
  toValues: (record: T) => V;
  /** The body before validation: the schema then rejects what is wrong. */
  toInput: (values: V) => unknown;
  create: (input: I, options: CreateOptions) => Promise<unknown>;
  /** The PUT, applied only if the record is still at `version` (If-Match). */
  update: (id: T['id'], input: I, version: number) => Promise<unknown>;
  /** The DELETE, applied only if the record is still at `version` (If-Match). */
  remove: (id: T['id'], version: number) => Promise<unknown>;
  /** The resource's own words (docs/product.md, screens). */
  text: {
    createTitle: string;
    editTitle: string;
    createButton: string;
    updateButton: string;
    /** 'Confirmar Eliminación's question, worded for the resource. */
    deleteQuestion: string;
  };
  /** The success banners (docs/product.md, messages). */
  messages: { created: string; updated: string; deleted: string };
}
