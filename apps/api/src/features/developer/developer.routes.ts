import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyRestRoute } from '../../plugins/rest';
import { DOCS_THEME_CSS } from './docs-theme';
import { openApiDocument } from './openapi';
import { API_VERSIONS } from './version';

/** The files of the kept Swagger UI build this reference serves from our own origin (no network). */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sewabeli API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/docs-theme.css">
</head>
<body>
<main id="reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file of its own: the Content-Security-Policy runs no inline script. No deep links: Swagger UI puts their anchor
// inside each operation's button, an interactive control within another (axe's nested-interactive). No syntax
// colours (their reds on grey read at 3.4:1). As Swagger UI draws them: the request body's editor gets a name, and
// the answers' scrolling code blocks a place in the tab order, so a keyboard can scroll them.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: false,
  syntaxHighlight: false, withCredentials: true, persistAuthorization: false });
new MutationObserver(() => {
  for (const editor of document.querySelectorAll('textarea.body-param__text:not([aria-label])'))
    editor.setAttribute('aria-label', 'Request body');
  for (const code of document.querySelectorAll('.highlight-code > pre:not([tabindex])'))
    code.setAttribute('tabindex', '0');
}).observe(document.getElementById('reference'), { childList: true, subtree: true });`;

function signedIn(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.auth) return true;
  void reply.status(401).send({ status: 0, msg: 'Unauthorized' });
  return false;
}

/**
 * Issue 33, the way in for developers: /api/version (open), the OpenAPI document of the REST adapter at
 * /api/openapi.json and its interactive reference at /api/docs (signed in, or with a token).
 */
export function developerRoutes(routes: readonly AnyRestRoute[]) {
  return async (app: FastifyInstance): Promise<void> => {
    let document: string | undefined;
    app.get('/api/version', async () => ({ ...API_VERSIONS }));

    app.get('/api/openapi.json', async (req, reply) => {
      if (!signedIn(req, reply)) return reply;
      document ??= JSON.stringify(openApiDocument(routes));
      return reply.type('application/json; charset=utf-8').send(document);
    });

    app.get('/api/docs', async (req, reply) => {
      if (!signedIn(req, reply)) return reply;
      return reply.type('text/html; charset=utf-8').send(DOCS_PAGE);
    });

    app.get('/api/docs/init.js', async (req, reply) => {
      if (!signedIn(req, reply)) return reply;
      return reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
    });

    app.get('/api/docs/docs-theme.css', async (req, reply) => {
      if (!signedIn(req, reply)) return reply;
      return reply.type('text/css; charset=utf-8').send(DOCS_THEME_CSS);
    });

    app.get<{ Params: { file: string } }>('/api/docs/:file', async (req, reply) => {
      if (!signedIn(req, reply)) return reply;
      const type = SWAGGER_FILES[req.params.file];
      if (!type) return reply.status(404).send({ status: 0, msg: 'Not found' });
      return reply.type(type).send(await readFile(path.join(swaggerDir(), req.params.file)));
    });
  };
}
