import { useT } from '../i18n/messages.ts'
import { ContactBlock } from './contact-block.tsx'

/**
 * The side column of the pages that are themselves the help (contact, medical information, side-effect report):
 * the company's address, its numbers and its e-mail, beside the form, as the footer gives them. Its own name, not
 * the footer's "Contact us": two regions of one page named alike cannot be told apart in a screen reader's list.
 */
export function ContactCard() {
  const t = useT()
  return (
    <section className="contact-card" aria-labelledby="contact-card-title">
      <h2 id="contact-card-title" className="contact-card__title">
        {t('contact.cardTitle')}
      </h2>
      <ContactBlock />
    </section>
  )
}
