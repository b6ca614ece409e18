import { z } from 'zod'

/** A Canadian number as the facts file writes it: `1 514 555-0100`; each page then shows it in its language's style. */
const phone = z.string().regex(/^1 \d{3} \d{3}-\d{4}$/, 'must be written 1 514 555-0100')
const email = z.email('must be an e-mail address')
const bilingual = z.strictObject({ en: z.string().trim().min(1), fr: z.string().trim().min(1) })

/**
 * The company's facts (content/data/company.json), which editors change in the CMS and the build checks with
 * this schema: a file that does not match stops the build, naming the field.
 */
export const companySchema = z.strictObject({
  name: z.string().trim().min(1),
  /** The legal name, with the suffix each language writes: `Inc.` in English, `inc.` in French (OQLF). */
  legalName: bilingual,
  address: z.strictObject({ street: bilingual, city: z.string().trim().min(1), province: bilingual, postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be written H3A 2W5') }),
  /**
   * Telephone numbers use the 555-01xx range that the North American Numbering Plan reserves for fiction until
   * the company supplies its production numbers. `canadaVigilance` is Health Canada's line for reporting side
   * effects, and `msSociety` the MS Society of Canada's: not ours, written here so they are styled like ours.
   */
  phones: z.strictObject({
    main: phone,
    tollFree: phone,
    medicalInformation: phone,
    pspRuzurgi: phone,
    pspLysodren: phone,
    canadaVigilance: phone,
    msSociety: phone,
  }),
  /** When the head office answers (`{{hours.office}}`) and when the patient support programs do (`{{hours.psp}}`). */
  hours: z.strictObject({ office: bilingual, psp: bilingual }),
  /** Numbers a phone must not dial: written in the page's style, never as a `tel:` link (`{{fax.main}}`). */
  faxes: z.strictObject({ main: phone }),
  emails: z.strictObject({ info: email, medicalInformation: email, media: email, orders: email, privacy: email }),
  /** Who journalists reach: named on every release and in the media kit. */
  mediaContact: z.strictObject({ name: z.string().trim().min(1), title: bilingual }),
  /**
   * The person in charge of the protection of personal information (Quebec's Law 25; PIPEDA's accountable
   * person), named in the privacy policy by title.
   */
  privacyOfficer: z.strictObject({ title: bilingual }),
})

export type CompanyFacts = z.infer<typeof companySchema>
