import type { Contact } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

/** Where a contact's value leads: a call, a letter, a site; an address or hours are plain text. */
export function contactHref(contact: Pick<Contact, 'type' | 'value'>): string | null {
  switch (contact.type) {
    case 'phone':
      return `tel:${contact.value.replace(/[^\d+]/g, '').replace(/^8(?=\d{10}$)/, '+7')}`;
    case 'email':
      return `mailto:${contact.value}`;
    case 'web':
      return /^https?:\/\//.test(contact.value) ? contact.value : null;
    default:
      return null;
  }
}

/** The operator's contacts as cards: phone numbers and addresses one tap away. */
export function Contacts({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return null;
  return (
    <section className={styles.contactsSection} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.sectionTitle}>
        {t('pages.contacts')}
      </h2>
      <ul className={styles.contacts}>
        {contacts.map((contact) => {
          const href = contactHref(contact);
          return (
            <li key={`${contact.type}:${contact.value}`} className={styles.contact} data-type={contact.type}>
              <span className={styles.contactTitle}>{contact.title}</span>
              {href ? (
                <a className={styles.contactValue} href={href}>
                  {contact.value}
                </a>
              ) : (
                <span className={styles.contactValue}>{contact.value}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
