import { PAGE_LIMIT_MAX, VALIDATION_MESSAGES } from '@sistema/shared/contract';
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
 * The page size a `Prefer: page-size=N` header asks for (RFC 7240: a preference, so one the
 * server cannot honour, out of 1..PAGE_LIMIT_MAX or unreadable, is ignored: the whole list).
 * The screens ask for pages this way, so the query string of their reads stays exactly the
 * filters the specification names (docs/architecture.md, API contract: pages).
 */
export function preferredPageSize(prefer: string | string[] | undefined): number | undefined {
  const header = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  const asked = /(?:^|[,;\s])page-size\s*=\s*"?(\d{1,4})"?(?=$|[,;\s])/i.exec(header)?.[1];
  const size = Number(asked);
  return asked !== undefined && size >= 1 && size <= PAGE_LIMIT_MAX ? size : undefined;
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
