import { VALIDATION_MESSAGES } from '@sistema/shared/contract';
import {
  CursorError,
  decodeCursor,
  encodeCursor,
  listOrder,
  type ListOrder,
  type PageEnd,
} from './list-order.ts';
import type { ListPage } from './resource-repository.ts';
import type { AnyResourceDefinition } from './resource-definition.ts';

/** The page parameters of a list's query, as its contract schema validated them. */
export interface PageQuery {
  sort?: string;
  limit?: number;
  cursor?: string;
}

export interface PageRequest {
  order: ListOrder;
  /** Undefined: the whole list, only sorted. */
  limit?: number;
  end?: PageEnd;
  /** What the list cache keys this answer by, after the filters. */
  keyParts: (string | null)[];
}

/**
 * The order and page a read asks for; undefined for a read without page parameters (the whole
 * list in its own order, docs/architecture.md). A cursor must come with `limit`, and with the
 * order it was made for.
 */
export function readPageQuery(
  definition: Pick<AnyResourceDefinition, 'list'>,
  { sort, limit, cursor }: PageQuery,
): PageRequest | undefined {
  if (sort === undefined && limit === undefined && cursor === undefined) return undefined;
  if (cursor !== undefined && limit === undefined) {
    throw new CursorError(VALIDATION_MESSAGES.cursorWithoutLimit);
  }
  const order = listOrder(definition.list.sorts, definition.list.order, sort);
  return {
    order,
    limit,
    end: cursor === undefined ? undefined : decodeCursor(cursor, order),
    keyParts: [order.param, limit === undefined ? null : String(limit), cursor ?? null],
  };
}

/** `{"data":[…],"nextCursor":…,"total":…}` around the page's JSON as PostgreSQL wrote it. */
export const pageBody = ({ dataJson, next, total }: ListPage, order: ListOrder) =>
  Buffer.from(
    `{"data":${dataJson},"nextCursor":${JSON.stringify(next && encodeCursor(order, next))},"total":${String(total)}}`,
  );
