import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page loads, and their types. */
const assets: Record<string, string> = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8' };

/** The page's own start script: an external file, so the strict CSP (script-src 'self') holds here too. */
const startScript = "window.ui = SwaggerUIBundle({ url: '/web-api/openapi.json', dom_id: '#api-reference', deepLinking: true, displayOperationId: true });\n";

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Reference broker API</title><link rel="stylesheet" href="/web-api/docs/swagger-ui.css"></head>
<body><main id="api-reference"></main>
<script src="/web-api/docs/swagger-ui-bundle.js"></script><script src="/web-api/docs/start.js"></script></body>
</html>
`;

/** The API reference at /web-api/docs: Swagger UI (swagger-ui-dist) over /web-api/openapi.json. */
export function installApiDocsPage(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get('/web-api/docs', hidden, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  app.get('/web-api/docs/start.js', hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(startScript),
  );
  for (const [file, type] of Object.entries(assets)) {
    app.get(`/web-api/docs/${file}`, hidden, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(join(swaggerUiDir, file))),
    );
  }
}
