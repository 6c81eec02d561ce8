import type { PersonPage as Person } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../session/root-data';
import { CardGrid } from '../catalog/card-grid';
import { imageSources } from '../catalog/image';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { filmographyByRole, formatPersonDate, rolesOf } from './person-model';
import styles from './person-page.module.css';

/** /persons/{id}: photo, names, dates and roles, then the films and series by role. */
export function PersonPage({ person }: { person: Person }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const roles = rolesOf(person).map((role) => t(`catalog.item.roles.${role}`));
  const sections = filmographyByRole(person);
  return (
    <article className={styles.page}>
      <Breadcrumbs title={person.name} />
      <header className={styles.hero}>
        <span className={styles.photo}>
          <img {...imageSources(person.photo_avatar, 'avatar', '240x240')} alt="" width={240} height={240} fetchPriority="high" />
        </span>
        <div className={styles.about}>
          <h1 className={styles.name}>{person.name}</h1>
          {person.native_name ? <p className={styles.native}>{person.native_name}</p> : null}
          {roles.length > 0 ? <p className={styles.roles}>{roles.join(' · ')}</p> : null}
          {person.birth_date || person.death_date ? (
            <dl className={styles.facts}>
              {person.birth_date ? (
                <div>
                  <dt>{t('persons.born')}</dt>
                  <dd>
                    <time dateTime={person.birth_date}>{formatPersonDate(person.birth_date, language)}</time>
                  </dd>
                </div>
              ) : null}
              {person.death_date ? (
                <div>
                  <dt>{t('persons.died')}</dt>
                  <dd>
                    <time dateTime={person.death_date}>{formatPersonDate(person.death_date, language)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="filmography-title" className={styles.filmography}>
        <h2 id="filmography-title" className={styles.sectionTitle}>
          {t('persons.filmography')}
        </h2>
        {sections.length === 0 ? <p className={styles.empty}>{t('persons.no_filmography')}</p> : null}
        {sections.map(({ role, items }) => (
          <section key={role} aria-labelledby={`role-${role}`} className={styles.role}>
            <h3 id={`role-${role}`} className={styles.roleTitle}>
              {t(`catalog.item.roles.${role}`)}
              <span className={styles.count}>{items.length}</span>
            </h3>
            <CardGrid items={items.map((item) => ({ ...item, item_type: 'media_item' as const }))} />
          </section>
        ))}
      </section>
    </article>
  );
}
