import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@tutela/contracts';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

/**
 * The OpenAPI document is generated from the controllers and DTOs, so it cannot drift from the code. Every
 * operation is declared as requiring the bearer token; the few @Public() ones (login, health) simply ignore it.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Tutela API')
    .setDescription('Medicina del lavoro (md), Formazione (fr), Sicurezza (sr): comandi, elenchi e schede.')
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addSecurityRequirements('bearer')
    .build();
  const document = withIdempotencyKey(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup(OPENAPI_UI_PATH, app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Tutela API',
    swaggerOptions: { persistAuthorization: true },
  });
}

/** The interceptor reads the header on every command, so every command operation declares it. */
function withIdempotencyKey(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            'UUID scelto dal client per questa modifica e rimandato uguale a ogni nuovo tentativo: si riceve la prima risposta, senza ripetere il comando (24 ore).',
          schema: { type: 'string', format: 'uuid' },
        },
      ];
    }
  }
  return document;
}
