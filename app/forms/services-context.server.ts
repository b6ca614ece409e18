import { sharedContext } from '../server-context.ts'
import { acceptedPost, type FormPostVerdict, type FormServices } from './domain/services.ts'

/**
 * The one hop of a form post that the imports do not show. The route's action
 * (`form-action.server.ts`) is bundled by Vite into `build/server`, while the
 * Express server runs `server/*.ts` as plain TypeScript (docs/decisions/0002,
 * 0015): were the action to import `server/forms/submit.ts`, the bundle would
 * get its own copy of the database pool and the outbox worker, opened by no
 * one. So the server hands its services to the action, per request, in these
 * router contexts:
 *
 * - `server/forms/runtime.ts` makes them (`contextEntries`), and the server's
 *   request handler (`server/app.ts`, for `npm start` and `npm run dev` alike) passes them to React Router;
 * - `formServicesContext` holds `createFormServices` of `server/forms/submit.ts`;
 * - `formPostContext` holds what `server/forms/guard.ts` found about the post;
 * - `app/forms/form-action.server.ts` reads both.
 */

/** The database-backed form services; null where no server provides them (the form then answers 503). */
export const formServicesContext = sharedContext<FormServices | null>('form-services', null)

/** What the Express layer found about this form post (rate limit, origin, size). */
export const formPostContext = sharedContext<FormPostVerdict>('form-post', acceptedPost)
