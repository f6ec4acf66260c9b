/**
 * Sewabeli's corrections to Swagger UI's theme for WCAG 2.1 AA (issue 33): every colour below gives its text a
 * contrast of at least 4.5:1 (Swagger UI's own greens, oranges and light blues give 2.0 to 3.8). A string, not a
 * file: the server is bundled into one script (scripts/build.mjs) and serves it from memory.
 */
export const DOCS_THEME_CSS = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1565c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6e42; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a4d00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b71c1c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #00695c; }
.swagger-ui .info .title small pre,
.swagger-ui .info .title small.version-stamp pre,
.swagger-ui .info .title small .version { background: #4a5160; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .title small.version-stamp pre,
.swagger-ui .info .title small.version-stamp .version { background: #3f6212; }
.swagger-ui .info .url,
.swagger-ui .info a { color: #1255a3; }
.swagger-ui .btn.authorize { border-color: #1b6e42; color: #1b6e42; }
.swagger-ui .btn.authorize span { color: #1b6e42; }
.swagger-ui .btn.authorize svg { fill: #1b6e42; }
.swagger-ui .btn.try-out__btn.cancel { border-color: #c62828; color: #c62828; }
.swagger-ui .btn.execute { background-color: #1565c0; border-color: #1565c0; }
.swagger-ui .download-contents { background: #4a5160; }
`;
