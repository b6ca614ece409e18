import { sitemapXml } from '../seo/sitemap.server.ts'

export function loader() {
  return new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
