import { cardIcons, linkableScreens, limits } from '../content/schemas.ts'
import { pageArts } from '../content/page-art.ts'
import { DOCUMENTS_PATH } from '../content/documents.server.ts'
import { locales } from '../i18n/locales.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { products } from '../content/products.ts'
import { RESPONSE_ID } from '../content/standard-responses.ts'
import { emailLabels, faxLabels, optionsOf, phoneLabels, unconfirmedFactLabels } from './cms-labels.ts'

/**
 * Decap CMS's configuration (docs/decisions/0130), written here rather than in a YAML file so that the CMS holds
 * an editor to the build's own rules: the languages of the route table, the lengths and patterns of
 * app/content/schemas.ts and app/content/company-schema.ts. Served as JSON, which is YAML, at /admin/config.yml.
 * Decap has one interface language (French, `locale`), so every label, hint and message of ours holds both,
 * "English / français".
 */

/**
 * Decap's own buttons and menus in French: the company works in Québec, where French is the normal language of
 * work; ours (labels, hints, the site's check) are in both languages (docs/decisions/0130). The site's CMS script
 * writes its own notices in this language (server/cms/cms-setup.js).
 */
export const CMS_INTERFACE_LANG = 'fr' satisfies Lang

/** Where the deployed CMS reads and writes: a GitLab project, signed in with GitLab's own OAuth (PKCE, no server of ours). */
export type GitHost = { url: string; repo: string; appId: string; branch: string }

/** `origin`: the site's own, as the editor's browser reaches it; Decap wants the proxy's address absolute. */
export type CmsMode = { kind: 'local'; origin?: string } | { kind: 'git-host'; host: GitHost }

const lengthPattern = (min: number, max: number) => [
  `^[\\s\\S]{${min},${max}}$`,
  `${min} to ${max} characters / de ${min} à ${max} caractères`,
]
const day = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
const phonePattern = ['^1 \\d{3} \\d{3}-\\d{4}$', 'Write it 1 514 555-0100 / Écrire 1 514 555-0100']
const bilingual = (name: string, label: string, widget = 'string') => ({
  name,
  label,
  widget: 'object',
  fields: languages.map((lang) => ({ name: lang, label: locales[lang].name, widget })),
})

const press = {
  name: 'press',
  label: 'Press releases / Communiqués',
  label_singular: 'Press release / Communiqué',
  folder: 'content/press',
  create: true,
  i18n: true,
  identifier_field: 'id',
  slug: '{{id}}',
  summary: '{{id}} · {{title}}',
  // Newest first: the identifier is the publication day (YYYY-MM-DD, -2 for a second that day), so it sorts as time.
  sortable_fields: [{ field: 'id', default_sort: 'desc' }, 'title'],
  fields: [
    {
      name: 'id',
      label: 'Identifier / Identifiant',
      widget: 'string',
      i18n: 'duplicate',
      hint:
        'The publication day, YYYY-MM-DD (add -2 for a second release that day): the release’s address in both languages. / ' +
        'Le jour de publication, AAAA-MM-JJ (ajouter -2 pour un deuxième communiqué le même jour)\u00a0: l’adresse du communiqué dans les deux langues.',
      pattern: [
        '^\\d{4}-\\d{2}-\\d{2}(-\\d+)?$',
        'YYYY-MM-DD, with -2, -3… for a second release that day / AAAA-MM-JJ, avec -2, -3… pour un deuxième communiqué le même jour',
      ],
    },
    { name: 'published', label: 'Publication day / Jour de publication', ...day, i18n: 'duplicate' },
    {
      name: 'publishAt',
      label: 'Publish at, Eastern time / Publier à, heure de l’Est',
      widget: 'datetime',
      // Montréal's clock as typed, without an offset: the build reads it in America/Toronto
      // (app/content/publication-time.ts). Decap's default format would convert from the browser's own time zone.
      format: 'YYYY-MM-DDTHH:mm',
      required: false,
      i18n: 'duplicate',
      hint:
        'Montréal’s time, whatever your computer’s time zone (the Maintenant button gives your computer’s). Empty: out with the first build of its publication day (Eastern time). Until then the release is nowhere on the site; the rebuild every 15 minutes publishes it. / ' +
        'L’heure de Montréal, quel que soit le fuseau horaire de votre ordinateur (le bouton Maintenant donne celle de votre ordinateur). Vide\u00a0: publié à la première reconstruction de son jour de publication (heure de l’Est). D’ici là, le communiqué n’est nulle part sur le site\u202f; la reconstruction faite toutes les 15 minutes le publie.',
    },
    { name: 'title', label: 'Title / Titre', widget: 'string', i18n: true },
    {
      name: 'summary',
      label: 'Summary / Résumé',
      widget: 'text',
      i18n: true,
      pattern: lengthPattern(limits.pressSummary.min, limits.pressSummary.max),
    },
    {
      name: 'listingTitle',
      label: 'Title in lists / Titre dans les listes',
      hint:
        'Only when the title names a disease: lists and the home page also name products, so they show this neutral title. / ' +
        'Seulement si le titre nomme une maladie\u00a0: les listes et la page d’accueil nomment aussi des produits et affichent donc ce titre neutre.',
      widget: 'string',
      required: false,
      i18n: true,
    },
    {
      name: 'listingSummary',
      label: 'Summary in lists / Résumé dans les listes',
      widget: 'text',
      required: false,
      i18n: true,
      pattern: lengthPattern(limits.pressSummary.min, limits.pressSummary.max),
    },
    { name: 'archived', label: 'Archived / Archivé', widget: 'boolean', default: false, i18n: 'duplicate' },
    { name: 'dateModified', label: 'Last modified / Dernière modification', ...day, i18n: 'duplicate' },
    { name: 'body', label: 'Text / Texte', widget: 'markdown', i18n: true },
  ],
}

/** The team's standard responses (app/content/standard-responses.ts): never on the site, sent from a case. */
const responses = {
  name: 'responses',
  label: 'Standard responses (medical information) / Réponses types (information médicale)',
  label_singular: 'Standard response / Réponse type',
  folder: 'content/responses',
  create: true,
  i18n: true,
  identifier_field: 'id',
  slug: '{{id}}',
  summary: '{{id}} · v{{version}} · {{reviewBy}} · {{title}}',
  sortable_fields: ['id', 'reviewBy'],
  fields: [
    {
      name: 'id',
      label: 'Identifier / Identifiant',
      widget: 'string',
      i18n: 'duplicate',
      hint:
        'Lower-case words joined by hyphens, such as ruzurgi-storage; never reused for another subject. / ' +
        'Des mots en minuscules reliés par des traits d’union, comme ruzurgi-storage\u202f; jamais repris pour un autre sujet.',
      pattern: [RESPONSE_ID.source, 'Like ruzurgi-storage / Comme ruzurgi-storage'],
    },
    { name: 'title', label: 'Title (what the team picks) / Titre (ce que l’équipe choisit)', widget: 'string', i18n: true },
    {
      name: 'products',
      label: 'Products / Produits',
      widget: 'select',
      multiple: true,
      min: 1,
      options: products.map((p) => ({ label: p.brandName, value: p.id })),
      i18n: 'duplicate',
    },
    {
      name: 'version',
      label: 'Approved version / Version approuvée',
      widget: 'number',
      value_type: 'int',
      min: 1,
      i18n: 'duplicate',
      hint:
        'Add 1 whenever the text changes in either language: the team’s history names the version sent. / ' +
        'Ajouter 1 chaque fois que le texte change dans l’une ou l’autre langue\u00a0: l’historique de l’équipe nomme la version envoyée.',
    },
    {
      name: 'approvedBy',
      label: 'Approved by (medical, regulatory) / Approuvé par (médical, réglementaire)',
      widget: 'string',
      i18n: 'duplicate',
    },
    { name: 'approvedOn', label: 'Approved on / Approuvé le', ...day, i18n: 'duplicate' },
    {
      name: 'reviewBy',
      label: 'Review by / À réviser au plus tard le',
      ...day,
      i18n: 'duplicate',
      hint:
        'After this day the team cannot send it and the site does not build until it is reviewed or removed. / ' +
        'Après ce jour, l’équipe ne peut plus l’envoyer et le site ne se construit plus tant qu’elle n’est pas révisée ou retirée.',
    },
    { name: 'body', label: 'Text of the response / Texte de la réponse', widget: 'markdown', i18n: true },
  ],
}

/** A folder of bilingual entries the editors change but never add or remove: the pages, the shared passages. */
const fixedEntries = (name: string, label: string, folder: string) => ({ name, label, folder, create: false, delete: false, i18n: true })

const pages = {
  ...fixedEntries('pages', 'Pages', 'content/pages'),
  summary: '{{slug}} · {{title}}',
  fields: [
    { name: 'title', label: 'Title / Titre', widget: 'string', i18n: true },
    {
      name: 'description',
      label: 'Description for search engines / Description pour les moteurs de recherche',
      widget: 'text',
      i18n: true,
      pattern: lengthPattern(limits.pageDescription.min, limits.pageDescription.max),
    },
    { name: 'dateModified', label: 'Last modified / Dernière modification', ...day, i18n: true },
    {
      name: 'call',
      label: 'The number this page’s visitors came to call / Le numéro que viennent chercher les visiteurs',
      widget: 'select',
      options: optionsOf(phoneLabels),
      required: false,
      i18n: 'duplicate',
    },
    {
      name: 'illustration',
      label: 'Drawing in the page’s band / Dessin du bandeau de la page',
      widget: 'select',
      options: [...pageArts],
      required: false,
      i18n: 'duplicate',
    },
    {
      name: 'cards',
      label: 'Cards under the first paragraph / Cartes sous le premier paragraphe',
      widget: 'object',
      required: false,
      collapsed: true,
      i18n: true,
      hint: 'The page’s key destinations, as a grid of cards: at least two. / Les destinations principales de la page, en grille de cartes\u00a0: au moins deux.',
      // Nothing required inside: Decap checks the fields of an optional object even when it is left empty, and would
      // refuse to save every page without cards. The site's check before each save (server/cms/entry-check.ts)
      // applies the content schema: a heading and at least two cards once the grid has anything in it.
      fields: [
        { name: 'heading', label: 'Heading over the grid / Titre au-dessus de la grille', widget: 'string', required: false },
        {
          name: 'items',
          label: 'Cards / Cartes',
          widget: 'list',
          required: false,
          summary: '{{fields.title}}{{fields.product}}',
          fields: [
            { name: 'title', label: 'Title (or a product) / Titre (ou un produit)', widget: 'string', required: false },
            {
              name: 'product',
              label: 'Product (or a title) / Produit (ou un titre)',
              widget: 'select',
              options: products.map((p) => p.id),
              required: false,
            },
            { name: 'icon', label: 'Icon / Icône', widget: 'select', options: [...cardIcons], required: false },
            { name: 'text', label: 'Text, one paragraph / Texte, un paragraphe', widget: 'text' },
            {
              name: 'phone',
              label: 'Number shown large / Numéro en grand',
              widget: 'select',
              options: optionsOf(phoneLabels),
              required: false,
            },
            {
              name: 'link',
              label: 'The card leads to / La carte mène à',
              widget: 'select',
              options: [...linkableScreens],
              required: false,
            },
            {
              name: 'more',
              label: 'More links / Autres liens',
              widget: 'list',
              required: false,
              fields: [
                { name: 'link', label: 'Page it leads to / Page de destination', widget: 'select', options: [...linkableScreens] },
                { name: 'text', label: 'Link text / Texte du lien', widget: 'string' },
              ],
            },
          ],
        },
      ],
    },
    { name: 'body', label: 'Text / Texte', widget: 'markdown', i18n: true },
  ],
}

const fragments = {
  ...fixedEntries('fragments', 'Shared passages / Passages communs', 'content/fragments'),
  // Fragments have no title; Decap names entries by their file name (summary) and needs a field to call the title.
  identifier_field: 'body',
  summary: '{{slug}}',
  fields: [{ name: 'body', label: 'Text / Texte', widget: 'markdown', i18n: true }],
}

/** The label of each field of the entries the site checks (server/cms/entry-check.ts): its messages name a field as the form does. */
export const entryFieldLabels: Record<string, Record<string, string>> = Object.fromEntries(
  [press, pages, fragments].map((collection) => [
    collection.name,
    Object.fromEntries(collection.fields.map((field) => [field.name, field.label])),
  ]),
)

const list = (name: string, label: string) => ({ name, label, widget: 'list', field: { name: 'item', label, widget: 'text' } })
const productFields = (id: string) => ({
  name: id,
  label: products.find((p) => p.id === id)?.brandName ?? id,
  widget: 'object',
  collapsed: true,
  fields: [
    { name: 'id', label: 'Identifier / Identifiant', widget: 'hidden', default: id },
    { name: 'din', label: 'DIN', widget: 'string', pattern: ['^\\d{8}$', '8 digits / 8 chiffres'] },
    { name: 'dpdCode', label: 'Drug Product Database code / Code de la BDPP', widget: 'string', pattern: ['^\\d+$', 'Digits / Chiffres'] },
    bilingual('dosageForm', 'Dosage form / Forme posologique'),
    { name: 'strengths', label: 'Strengths / Teneurs', widget: 'list' },
    bilingual('therapeuticClass', 'Therapeutic class / Classe thérapeutique'),
    bilingual('indication', 'Indication (from the monograph) / Indication (selon la monographie)', 'text'),
    { name: 'monographDate', label: 'Monograph date / Date de la monographie', ...day },
    {
      name: 'safety',
      label: 'Safety / Innocuité',
      widget: 'object',
      fields: [
        {
          name: 'contraindications',
          label: 'Contraindications / Contre-indications',
          widget: 'object',
          fields: languages.map((lang) => list(lang, locales[lang].name)),
        },
        {
          name: 'warnings',
          label: 'Warnings / Mises en garde',
          widget: 'object',
          fields: languages.map((lang) => list(lang, locales[lang].name)),
        },
      ],
    },
    {
      name: 'unconfirmed',
      label: 'Not yet confirmed by regulatory affairs / Pas encore confirmé par les affaires réglementaires',
      widget: 'select',
      multiple: true,
      required: false,
      options: optionsOf(unconfirmedFactLabels),
    },
    { name: 'conditionTerms', label: 'Words naming the condition (claims rule) / Mots qui nomment la maladie', widget: 'list' },
  ],
})

/** Healthcare-professional facts: shown only in their area; a production build refuses any still unconfirmed. */
const productFactsCollection = {
  name: 'product-facts',
  label: 'Product facts for professionals / Renseignements pour les professionnels',
  files: [
    {
      name: 'products',
      label: 'Products / Produits',
      file: 'content/data/product-facts.json',
      format: 'json',
      fields: products.map((p) => productFields(p.id)),
    },
  ],
}

const translations = {
  name: 'translations',
  label: 'Translations / Traductions',
  files: [
    {
      name: 'reviews',
      label: 'No change needed in the other language / Aucun changement nécessaire dans l’autre langue',
      file: 'content/data/translation-reviews.json',
      format: 'json',
      fields: [
        {
          name: 'reviews',
          label: 'Reviews / Vérifications',
          widget: 'list',
          summary: '{{fields.file}} · {{fields.reviewed}}',
          fields: [
            {
              name: 'file',
              label: 'The file that needs no change, e.g. content/pages/fr/about.md / Le fichier qui n’a pas à changer',
              widget: 'string',
              pattern: [
                '^content/(pages|press|fragments)/(en|fr)/[\\w-]+\\.md$',
                'Like content/pages/fr/about.md / Comme content/pages/fr/about.md',
              ],
            },
            { name: 'reviewed', label: 'Checked on / Vérifié le', ...day },
            { name: 'by', label: 'By / Par', widget: 'string' },
            { name: 'note', label: 'Why / Pourquoi', widget: 'string', required: false },
          ],
        },
      ],
    },
  ],
}

/** The site search's synonyms (app/search/search-synonyms.server.ts): what visitors type, and the site's own word. */
const synonymList = (lang: string, label: string) => ({
  name: lang,
  label,
  widget: 'list',
  summary: '{{fields.typed}} → {{fields.find}}',
  fields: [
    {
      name: 'typed',
      label:
        'What visitors type: words or phrases, separated by commas / Ce que les visiteurs tapent\u00a0: des mots ou des expressions, séparés par des virgules',
      widget: 'list',
    },
    { name: 'find', label: 'The words the site uses / Les mots qu’emploie le site', widget: 'string' },
  ],
})

const synonymsFile = {
  name: 'synonyms',
  label: 'Synonyms / Synonymes',
  file: 'content/data/search-synonyms.json',
  format: 'json',
  fields: [synonymList('en', 'In English / En anglais'), synonymList('fr', 'In French / En français')],
}
const search = { name: 'search', label: 'Site search / Recherche du site', files: [synonymsFile] }

const facts = {
  name: 'facts',
  label: 'Company facts / Coordonnées',
  files: [
    {
      name: 'company',
      label: 'Phones, e-mails, address, hours / Téléphones, courriels, adresse, heures',
      file: 'content/data/company.json',
      format: 'json',
      fields: [
        { name: 'name', label: 'Name / Nom', widget: 'string' },
        bilingual('legalName', 'Legal name / Raison sociale'),
        {
          name: 'address',
          label: 'Address / Adresse',
          widget: 'object',
          fields: [
            bilingual('street', 'Street / Rue'),
            { name: 'city', label: 'City / Ville', widget: 'string' },
            bilingual('province', 'Province'),
            {
              name: 'postalCode',
              label: 'Postal code / Code postal',
              widget: 'string',
              pattern: ['^[A-Z]\\d[A-Z] \\d[A-Z]\\d$', 'Like H3A 2W5 / Comme H3A 2W5'],
            },
          ],
        },
        {
          name: 'phones',
          label: 'Phones / Téléphones',
          widget: 'object',
          fields: Object.entries(phoneLabels).map(([name, label]) => ({ name, label, widget: 'string', pattern: phonePattern })),
        },
        {
          name: 'hours',
          label: 'Hours / Heures',
          widget: 'object',
          fields: [bilingual('psp', 'Patient support programs / Programmes de soutien', 'text')],
        },
        {
          name: 'faxes',
          label: 'Fax / Télécopieur',
          widget: 'object',
          fields: Object.entries(faxLabels).map(([name, label]) => ({ name, label, widget: 'string', pattern: phonePattern })),
        },
        {
          name: 'emails',
          label: 'E-mails / Courriels',
          widget: 'object',
          fields: Object.entries(emailLabels).map(([name, label]) => ({
            name,
            label,
            widget: 'string',
            pattern: ['^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$', 'An e-mail address / Une adresse courriel'],
          })),
        },
        {
          name: 'mediaContact',
          label: 'Media contact / Relations avec les médias',
          widget: 'object',
          fields: [{ name: 'name', label: 'Name / Nom', widget: 'string' }, bilingual('title', 'Title / Titre')],
        },
        {
          name: 'privacyOfficer',
          label: 'Privacy officer / Responsable de la protection des renseignements personnels',
          widget: 'object',
          fields: [bilingual('title', 'Title / Titre')],
        },
      ],
    },
  ],
}

/** The whole configuration, for the working tree in development or the git host once deployed. */
export function cmsConfig(mode: CmsMode) {
  const backend =
    mode.kind === 'git-host'
      ? {
          name: 'gitlab',
          repo: mode.host.repo,
          branch: mode.host.branch,
          auth_type: 'pkce',
          app_id: mode.host.appId,
          base_url: mode.host.url,
          api_root: `${mode.host.url}/api/v4`,
          auth_endpoint: 'oauth/authorize',
          squash_merges: true,
        }
      : // Development: decap-server's file-system proxy, mounted by the dev server at /admin/api/v1 (server/cms/admin.ts).
        { name: 'gitlab', repo: 'local/working-tree', branch: 'main' }
  return {
    backend,
    ...(mode.kind === 'local'
      ? { local_backend: { url: `${mode.origin ?? 'http://localhost:5173'}/admin/api/v1`, allowed_hosts: ['localhost', '127.0.0.1'] } }
      : { publish_mode: 'editorial_workflow' }),
    site_url: '/',
    display_url: '/',
    locale: CMS_INTERFACE_LANG,
    // Uploads are documents the pages link to: the build checks each link and shows type, size and language.
    media_folder: `public${DOCUMENTS_PATH}`.replace(/\/$/, ''),
    public_folder: DOCUMENTS_PATH.replace(/\/$/, ''),
    omit_empty_optional_fields: true,
    i18n: { structure: 'multiple_folders', locales: [...languages], default_locale: 'en' },
    collections: [press, pages, fragments, responses, facts, productFactsCollection, translations, search],
  }
}
