import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

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
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(OPENAPI_UI_PATH, app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'Tutela API',
    swaggerOptions: { persistAuthorization: true },
  });
}
