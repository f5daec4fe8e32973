import { fieldMessages, resourceText, searchTooLong } from './resources/resource-text.ts';
import { startups } from './resources/startups.ts';
import { technologies } from './resources/technologies.ts';

// Every Spanish sentence the API and the screens share. The first groups are docs/product.md's, character for
// character; the server-only ones cover the rules docs/architecture.md adds.

const startupText = resourceText(startups);
const technologyText = resourceText(technologies);

// Derived from each resource's noun (resources/resource-text.ts); kept under these names for the
// screens and tests that quote one.
export const SUCCESS_MESSAGES = {
  startupCreated: startupText.created,
  startupUpdated: startupText.updated,
  startupDeleted: startupText.deleted,
  technologyCreated: technologyText.created,
  technologyUpdated: technologyText.updated,
  technologyDeleted: technologyText.deleted,
} as const;

const field = {
  name: fieldMessages(startups.fields.name),
  foundedAt: fieldMessages(startups.fields.foundedAt),
  location: fieldMessages(startups.fields.location),
  category: fieldMessages(startups.fields.category),
  fundingAmount: fieldMessages(startups.fields.fundingAmount),
  sector: fieldMessages(technologies.fields.sector),
  adoptionLevel: fieldMessages(technologies.fields.adoptionLevel),
  description: fieldMessages(technologies.fields.description),
};

// The fields' messages derive from their definitions (resources/resource-text.ts); kept under
// these names for the screens and tests that quote one.
export const VALIDATION_MESSAGES = {
  nameRequired: field.name.required,
  foundedAtRequired: field.foundedAt.required,
  foundedAtFormat: field.foundedAt.dateFormat,
  locationRequired: field.location.required,
  categoryRequired: field.category.required,
  fundingAmountInvalid: field.fundingAmount.notPositive,
  sectorRequired: field.sector.required,
  adoptionLevelRequired: field.adoptionLevel.required,
  descriptionTooLong: field.description.tooLong,
  // Server-side rules beyond the forms.
  nameTooLong: field.name.tooLong,
  locationTooLong: field.location.tooLong,
  foundedAtInFuture: field.foundedAt.inFuture,
  foundedAtTooEarly: field.foundedAt.tooEarly,
  fundingAmountTooLarge: field.fundingAmount.tooLarge,
  categoryInvalid: field.category.invalid,
  sectorInvalid: field.sector.invalid,
  adoptionLevelInvalid: field.adoptionLevel.invalid,
  descriptionInvalid: field.description.notText,
  nameFilterTooLong: searchTooLong(startups.fields.name),
  wrongType: 'El valor enviado no tiene el tipo esperado',
  // A list's pages (list-pages.ts).
  limitInvalid: 'El límite debe ser un número entero entre 1 y 500',
  sortInvalid: 'El orden pedido no es válido',
  cursorInvalid:
    'El cursor no es válido: usa el nextCursor de la página anterior con el mismo orden y filtros',
  cursorWithoutLimit: 'El cursor solo se admite junto con limit',
  // PostgreSQL text cannot hold the NUL character (U+0000), and half a surrogate pair is no
  // character at all: refused instead of failing on insert or being stored as U+FFFD.
  forbiddenCharacter: 'El texto contiene un carácter no permitido',
} as const;

export const ERROR_MESSAGES = {
  unknown: 'Error desconocido',
  invalidInput: 'Los datos enviados no son válidos',
  malformedJson: 'El cuerpo de la petición no es un JSON válido',
  startupNotFound: startupText.notFound,
  technologyNotFound: technologyText.notFound,
  routeNotFound: 'Ruta no encontrada',
  bodyTooLarge: 'El cuerpo de la petición es demasiado grande',
  unsupportedMediaType: 'El tipo de contenido debe ser application/json',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  databaseUnavailable: 'La base de datos no está disponible',
  timeout: 'La petición tardó demasiado',
  // COMMIT was sent and its answer never came: the server cannot tell whether the write is stored.
  outcomeUnknown:
    'No se pudo confirmar si los cambios se guardaron. Revisa la lista antes de volver a intentarlo.',
  idempotencyKeyInvalid:
    'La clave Idempotency-Key no es válida: de 1 a 255 caracteres ASCII visibles',
  idempotencyKeyReused: 'La clave Idempotency-Key ya se usó con otros datos',
  tooManyRequests: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
  malformedRequest: 'La petición está mal formada',
  requestTimeout: 'La petición no llegó completa a tiempo',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  corsRefused: 'Este origen o estas cabeceras no están permitidos',
  // Optimistic concurrency (If-Match): 412 when the record changed since the client read it.
  startupChanged: startupText.changed,
  technologyChanged: technologyText.changed,
  invalidIfMatch:
    'El encabezado If-Match debe ser la versión del registro entre comillas, por ejemplo "3"',
  // Strict input: the body is plain UTF-8 JSON, the request plain HTTP/1.1.
  unsupportedContentEncoding:
    'El cuerpo de la petición debe enviarse sin comprimir (Content-Encoding: identity)',
  unsupportedCharset: 'El cuerpo de la petición debe estar codificado en UTF-8',
  hostRequired: 'Falta la cabecera Host',
  expectationFailed: 'La cabecera Expect no es compatible: solo se admite 100-continue',
  methodNotAllowed: 'Método no permitido',
} as const;

// What the front-end servers (Vite, nginx) answer on /v1/api when the API cannot answer itself: down
// or restarting (503), the connection lost mid-answer (502), no answer in time (504).
// deploy/nginx/templates/shell.conf.template repeats them; shared/build/nginx-template.test.ts
// keeps the copies equal.
export const PROXY_ERROR_MESSAGES = {
  apiUnavailable: 'El servicio no está disponible en este momento. Intenta de nuevo más tarde.',
  apiConnectionLost: 'Se perdió la conexión con el servicio. Intenta de nuevo.',
  apiTimeout: 'El servicio tardó demasiado en responder. Intenta de nuevo.',
} as const;
