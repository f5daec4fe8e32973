import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_BASE_PATH,
  REQUEST_BODY_LIMIT_BYTES,
  RESTORE_TOKEN_HEADER,
} from '@sistema/shared/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { nameSharedSchemas, REQUEST_SUFFIX } from '../resources/resource-schemas.ts';

export const DOCS_PATH = `${API_BASE_PATH}/docs`;

/** The bearer token of the operators' endpoints, as the document names its scheme. */
export const OPERATOR_SECURITY = [{ operatorToken: [] }];

declare module 'fastify' {
  interface FastifySchema {
    /** The body as the document shows it, when the route checks its body's parts itself. */
    documentedBody?: unknown;
    /** Answers the document shows as they are (OpenAPI response objects), for a hijacked reply. */
    documentedResponses?: Record<string, OpenAPIV3.ResponseObject>;
  }
}

export interface DocsOptions {
  /** Each resource's tag and what it groups. */
  tags: OpenAPIV3.TagObject[];
}

type Operation = OpenAPIV3.OperationObject;
type Responses = OpenAPIV3.ResponsesObject;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const SCHEMA_REF = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${SCHEMA_REF}${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

const OTHER_TAGS: OpenAPIV3.TagObject[] = [
  {
    name: 'Cambios',
    description: 'Aviso en vivo de cada escritura confirmada, para refrescar listas',
  },
  { name: 'Remotos', description: 'Fallos de carga de los micro-frontends en el navegador' },
  { name: 'Salud', description: 'Estado del servicio, para los orquestadores' },
];

// What each status means, in the words of the answers' own Spanish messages.
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Hecho',
  201: 'Creado',
  202: 'Recibido',
  400: 'Petición no válida: `error` dice por qué y `details`, campo por campo',
  403: 'Solo los operadores, con su token',
  404: 'No existe (o la ruta no existe)',
  409: 'Choca con un registro que ya existe',
  410: 'Ya no se puede: pasó el plazo o ya se hizo',
  412: 'El registro cambió desde esa versión: `data` lo trae como está ahora',
  413: `El cuerpo pasa de ${String(REQUEST_BODY_LIMIT_BYTES / 1024)} KiB`,
  415: 'El cuerpo debe ser JSON (application/json) en UTF-8, sin comprimir',
  422: 'La clave Idempotency-Key ya se usó con otros datos',
  429: 'Demasiadas peticiones de este cliente: reintentar pasados Retry-After segundos',
  500: 'Error interno: no se muestra la causa',
  503: 'Base de datos no disponible o petición demasiado lenta: no se guardó nada (o no se pudo confirmar); reintentar',
};

const HEADERS: Record<string, OpenAPIV3.HeaderObject> = {
  ETag: {
    description:
      'La versión del registro entre comillas ("3"): el `If-Match` de la próxima escritura',
    schema: { type: 'string', example: '"3"' },
  },
  [RESTORE_TOKEN_HEADER]: {
    description: 'Deshace esta eliminación con `restore` durante 10 minutos, una sola vez',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description: '`true` cuando es la respuesta guardada de una Idempotency-Key ya usada',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  'Preference-Applied': {
    description: 'El tamaño de página pedido con `Prefer: page-size=N` y aplicado',
    schema: { type: 'string', example: 'page-size=50' },
  },
  'Retry-After': {
    description: 'Segundos que esperar antes de reintentar',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Limit': {
    description: 'Escrituras por minuto permitidas a este cliente',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Escrituras que le quedan a este cliente en el minuto',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Segundos hasta que el límite de escrituras se renueva',
    schema: { type: 'integer', minimum: 0 },
  },
};
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** The headers an answer carries, by the operation's verb (its id's first word) and status. */
function headersOf(verb: string, status: string, write: boolean): string[] {
  const headers: string[] = [];
  const success = status.startsWith('2');
  if ((['read', 'create', 'update'].includes(verb) && success) || status === '412') {
    headers.push('ETag');
  }
  if (verb === 'create' && status === '201') headers.push('Idempotent-Replayed');
  if (verb === 'delete' && success) headers.push(RESTORE_TOKEN_HEADER);
  if (verb === 'list' && success) headers.push('Preference-Applied');
  if (status === '429') headers.push('Retry-After');
  if (write && (success || status === '429')) headers.push(...RATE_LIMIT_HEADERS);
  return headers;
}

const errorAnswer = (): OpenAPIV3.ResponseObject => ({
  description: '',
  content: { 'application/json': { schema: ref('Error') } },
});

/** The answers any operation may give, and those any write may give, besides its own. */
function completeResponses(method: string, operation: Operation) {
  const responses: Responses = operation.responses;
  const write = WRITE_METHODS.has(method);
  const statuses = ['400', ...(write ? ['413', '415', '429'] : []), '500', '503'];
  for (const status of statuses) responses[status] ??= errorAnswer();
  const verb = /^[a-z]+/.exec(operation.operationId ?? '')?.[0] ?? '';
  for (const [status, response] of Object.entries(responses)) {
    if ('$ref' in response) continue;
    if (!response.description || response.description === 'Default Response') {
      response.description = STATUS_DESCRIPTIONS[status] ?? 'Respuesta';
    }
    const headers = headersOf(verb, status, write);
    if (headers.length > 0) {
      response.headers = Object.fromEntries(headers.map((name) => [name, headerRef(name)]));
    }
  }
}

/** Every component schema a `$ref` reaches from outside `components.schemas`, and through them. */
function referencedSchemas(document: OpenAPIV3.Document): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const refs = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
  const used = new Set(refs({ ...document, components: { ...document.components, schemas: {} } }));
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of refs(schemas[name])) {
      if (used.has(next)) continue;
      used.add(next);
      pending.push(next);
    }
  }
  return used;
}

/**
 * Leaves only the named schemas some operation uses, and gives the request-only ones their names
 * (resources/resource-schemas.ts: StartupInputRequestInput → StartupInput).
 */
function tidySchemas(document: OpenAPIV3.Document): OpenAPIV3.Document {
  const schemas = document.components?.schemas ?? {};
  const used = referencedSchemas(document);
  const kept = Object.keys(schemas).filter((name) => used.has(name));
  const suffix = `${REQUEST_SUFFIX}Input`;
  const renamed = new Map(
    kept
      .filter((name) => name.endsWith(suffix))
      .map((name) => [name, name.slice(0, -suffix.length)]),
  );
  const tidy = {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(kept.map((name) => [renamed.get(name) ?? name, schemas[name]])),
    },
  };
  return JSON.parse(JSON.stringify(tidy), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(SCHEMA_REF)
      ? `${SCHEMA_REF}${renamed.get(value.slice(SCHEMA_REF.length)) ?? value.slice(SCHEMA_REF.length)}`
      : value,
  ) as OpenAPIV3.Document;
}

/**
 * The document as a client generator wants it, from what the routes declare: a path without a
 * trailing slash, the answers every operation may give (the error handler's, the body limit's,
 * the write limit's), the headers of each answer, `security` on every operation, tags described.
 */
function completeDocument(document: OpenAPIV3.Document, { tags }: DocsOptions): OpenAPIV3.Document {
  const paths: OpenAPIV3.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths)) {
    paths[path.length > 1 ? path.replace(/\/$/, '') : path] = item;
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.security ??= [];
      completeResponses(method, operation);
    }
  }
  return tidySchemas({
    ...document,
    paths,
    tags: [...tags, ...OTHER_TAGS],
    components: {
      ...document.components,
      headers: HEADERS,
    },
  });
}

/**
 * The OpenAPI 3 document (`/v1/api/docs/json`) and its page (`/v1/api/docs`), generated from the
 * same zod schemas that validate requests: the documentation cannot drift from the behaviour.
 * Must be registered before the routes it describes.
 */
export async function registerDocs(app: FastifyInstance, options: DocsOptions) {
  nameSharedSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sistema de gestión: API v1',
        description:
          'Startups y tecnologías. Todos los errores responden `{ error, details? }` con un mensaje en español.',
        version: '1.0.0',
        // The repository's LICENSE file; SPDX's page is the text a reader of the document can open.
        license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
        contact: { name: 'Equipo del Sistema de gestión' },
      },
      servers: [{ url: '/', description: 'El mismo origen que sirve este documento' }],
      components: {
        securitySchemes: {
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'El OPERATOR_TOKEN del servidor, para los endpoints de operadores',
          },
        },
      },
    },
    transform: ({ schema, ...route }) => {
      const { documentedBody, documentedResponses, ...rest } = schema;
      const transformed = jsonSchemaTransform({
        ...route,
        schema: documentedBody === undefined ? rest : { ...rest, body: documentedBody },
      });
      if (documentedResponses) {
        Object.assign(transformed.schema, { response: documentedResponses });
      }
      return transformed;
    },
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as OpenAPIV3.Document, options),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's own CSP (helmet's would block its scripts), minus upgrade-insecure-requests:
    // the API is served over plain HTTP behind the shell's proxy and in Docker.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
