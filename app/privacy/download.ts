/**
 * A file the officer downloads (a register, a person's information): never cached, named by its content and the
 * day, in the company's time zone.
 */
export function download(body: string, { type, name }: { type: 'text/csv' | 'application/json'; name: string }): Response {
  return new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
