import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH } from '@sistema/shared/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = `${API_BASE_PATH}/docs`;

/**
 * The OpenAPI 3 document (`/v1/api/docs/json`) and its page (`/v1/api/docs`), generated from the
 * same zod schemas that validate requests: the documentation cannot drift from the behaviour.
 * Must be registered before the routes it describes.
 */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sistema de gestión: API v1',
        description: 'Startups y tecnologías. Todos los errores responden `{ error, details? }`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's own CSP (helmet's would block its scripts), minus upgrade-insecure-requests:
    // the API is served over plain HTTP behind the shell's proxy and in Docker.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
