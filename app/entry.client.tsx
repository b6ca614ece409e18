import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { adoptCatalogues, loadCatalogues, PAGE_CATALOGUES_ELEMENT_ID, pageLanguages } from './i18n/messages.ts'
import { startClient } from './lib/runtime/start-client.ts'

const { instrumentations } = startClient()
// The strings of the page's language come with its HTML; a page without them downloads them before hydrating.
adoptCatalogues(document.getElementById(PAGE_CATALOGUES_ELEMENT_ID)?.textContent)
await loadCatalogues(pageLanguages(window.location.pathname))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
    </StrictMode>,
  )
})
