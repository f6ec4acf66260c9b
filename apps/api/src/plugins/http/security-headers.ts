import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes CSS variables into style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Every answer under /files (the file, and its 401/404 too): a stored PDF, SVG or HTML-sniffed image runs nothing
 * on our origin, even when opened directly.
 */
export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'";

export async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // The app's policy must not replace the sandbox of a file answer (it did once).
    reply.header('Content-Security-Policy', req.url.startsWith('/files') ? FILE_CSP : contentSecurityPolicy);
    if (req.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) reply.header('Cache-Control', 'no-store');
  });
}
