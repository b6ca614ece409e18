/**
 * The company's facts, defined once. Components read this module directly and
 * Markdown content refers to it with `{{token}}` placeholders (see
 * `docs/content-guide.md`), so a new phone number is changed here only.
 * Telephone numbers use the 555-01xx range that the North American Numbering
 * Plan reserves for fiction until the company supplies its production numbers.
 */
export const company = {
  name: 'Nordora Pharma',
  legalName: 'Nordora Pharma Inc.',
  address: {
    street: { en: '2000 Peel Street, Suite 900', fr: '2000, rue Peel, bureau 900' },
    city: 'Montréal',
    province: { en: 'Quebec', fr: 'Québec' },
    postalCode: 'H3A 2W5',
  },
  phones: {
    main: '1 514 555-0100',
    tollFree: '1 888 555-0100',
    medicalInformation: '1 888 555-0142',
    pspRuzurgi: '1 888 555-0150',
    pspLysodren: '1 888 555-0151',
    fax: '1 514 555-0199',
  },
  emails: {
    info: 'info@nordorapharma.ca',
    medicalInformation: 'medinfo@nordorapharma.ca',
    media: 'media@nordorapharma.ca',
    orders: 'orders@nordorapharma.ca',
  },
} as const

export type Company = typeof company
