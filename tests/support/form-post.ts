import { RouterContextProvider } from 'react-router'
import type { FormActionData } from '../../app/forms/action-data.ts'
import { acceptedPost, type FormPostVerdict, type FormServices } from '../../app/forms/domain/services.ts'
import { handleFormPost } from '../../app/forms/form-action.server.ts'
import { formPostContext, formServicesContext } from '../../app/forms/services-context.server.ts'

export type FormPostOutcome = { status: number; body: FormActionData; headers: Headers }

/**
 * A post to a form page's action as React Router calls it: the request guard's verdict (accepted unless told) and
 * the form services in the router context, null when the site has no database.
 */
export async function postToFormAction(
  path: string,
  body: BodyInit,
  {
    services,
    verdict = {},
    type = 'application/x-www-form-urlencoded',
    method = 'POST',
  }: { services: FormServices | null; verdict?: Partial<FormPostVerdict>; type?: string; method?: string },
): Promise<FormPostOutcome> {
  const url = new URL(`http://localhost${path}`)
  const request = new Request(url, { method, headers: { 'content-type': type }, body })
  const context = new RouterContextProvider(
    new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
      [formPostContext, { ...acceptedPost, ...verdict }],
      [formServicesContext, services],
    ]),
  )
  const result = (await handleFormPost({ request, context, url })) as unknown as { data: FormActionData; init: ResponseInit | null }
  return { status: result.init?.status ?? 200, body: result.data, headers: new Headers(result.init?.headers) }
}
