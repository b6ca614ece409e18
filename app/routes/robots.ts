export function loader() {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${__SITE_URL__}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
