import { useT } from '../i18n/messages.ts'
import { ContactBlock } from './contact-block.tsx'

/**
 * The side column of the pages that are themselves the help (contact, medical information, side-effect report):
 * the company's address, its numbers and its e-mail, beside the form, as the footer gives them.
 */
export function ContactCard() {
  const t = useT()
  return (
    <section className="contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="contact-card__title">
        {t('footer.contactHeading')}
      </h2>
      <ContactBlock />
    </section>
  )
}
