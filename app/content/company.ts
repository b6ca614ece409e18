/**
 * The company's facts, defined once. Components read this module directly and
 * Markdown content refers to it with `{{token}}` placeholders (see
 * `docs/content-guide.md`), so a new phone number is changed here only.
 * Telephone numbers use the 555-01xx range that the North American Numbering
 * Plan reserves for fiction until the company supplies its production numbers.
 */
export const company = {
  name: 'Nordora Pharma',
  /** The legal name, with the suffix each language writes: `Inc.` in English, `inc.` in French (OQLF). */
  legalName: { en: 'Nordora Pharma Inc.', fr: 'Nordora Pharma inc.' },
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
    /** Not ours: Health Canada's Canada Vigilance line for reporting side effects, written here so it is styled like ours. */
    canadaVigilance: '1 866 234-2345',
    /** Not ours: the MS Society of Canada's toll-free line, named on the French multiple sclerosis page. */
    msSociety: '1 800 268-7582',
  },
  /** When the patient support programs answer the phone (`{{hours.psp}}`). */
  hours: {
    psp: {
      en: 'Monday to Friday, 8:30 a.m. to 8 p.m. Eastern Time, except statutory holidays',
      fr: 'du lundi au vendredi, de 8 h 30 à 20 h, heure de l’Est, sauf les jours fériés',
    },
  },
  /** Numbers a phone must not dial: written in the page's style, never as a `tel:` link (`{{fax.main}}`). */
  faxes: {
    main: '1 514 555-0199',
  },
  emails: {
    info: 'info@nordorapharma.ca',
    medicalInformation: 'medinfo@nordorapharma.ca',
    media: 'media@nordorapharma.ca',
    orders: 'orders@nordorapharma.ca',
    /** The mailbox of the person in charge of personal information: to be confirmed (`unconfirmedCompanyFacts`). */
    privacy: 'privacy@nordorapharma.ca',
  },
  /** Who journalists reach: named on every release and in the media kit. */
  mediaContact: {
    name: 'Isabelle Fortin',
    title: { en: 'Director, Communications', fr: 'directrice des communications' },
  },
  /**
   * The person in charge of the protection of personal information (Quebec's
   * Law 25; PIPEDA's accountable person), named in the privacy policy by
   * title. The title the company delegates the role to (by default, the
   * president and chief executive officer) is still to be confirmed.
   */
  privacyOfficer: {
    title: { en: 'Privacy Officer', fr: 'responsable de la protection des renseignements personnels' },
  },
} as const

export type Company = typeof company

/**
 * Facts above that are placeholders until the company confirms them: a
 * production build refuses to publish them (app/content/unconfirmed-facts.server.ts).
 */
export const unconfirmedCompanyFacts = ['emails.privacy', 'privacyOfficer.title'] as const
