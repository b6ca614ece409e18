import type { MetaDescriptor } from 'react-router'
import { pageMeta } from './page-meta.ts'

type MetaArgs = {
  loaderData: { title: string; description: string; noindex?: boolean } | undefined
  location: { pathname: string }
}

/** The `meta` export shared by every page route: nothing when the loader failed (the error screen sets its own title). */
export function routeMeta({ loaderData, location }: MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  return pageMeta({ ...loaderData, pathname: location.pathname })
}
