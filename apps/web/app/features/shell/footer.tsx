import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../brand/brand-context';
import { useRootData } from '../../session/root-data';
import { LanguageButton } from '../language/language-button';
import styles from './footer.module.css';
import { footerLinksFor } from './footer-links';
import { Logo } from './logo';

/** spec 1 §2 footer: brand-dependent links, extra help and social links by brand flags, the current year. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useRootData();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <LanguageButton />
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className={styles.links}>
            {footerLinksFor(brand.flags).map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.link} reloadDocument={link.file}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {(brand.flags.extraHelp || brand.flags.socialLinks) && (
          <div className={styles.extras}>
            {brand.flags.extraHelp && (
              <section aria-labelledby="footer-help">
                <h2 id="footer-help" className={styles.heading}>
                  {t('footer.help.title')}
                </h2>
                <p className={styles.helpText}>{t('footer.help.text')}</p>
                <a className={styles.contact} href={`tel:${brand.support.phone.replace(/[^\d+]/g, '')}`}>
                  {brand.support.phone}
                </a>
                <a className={styles.contact} href={`mailto:${brand.support.email}`}>
                  {brand.support.email}
                </a>
              </section>
            )}
            {brand.flags.socialLinks && brand.social.length > 0 && (
              <section aria-labelledby="footer-social">
                <h2 id="footer-social" className={styles.heading}>
                  {t('footer.social.title')}
                </h2>
                <ul className={styles.social}>
                  {brand.social.map(({ network, url }) => (
                    <li key={network}>
                      <a className={styles.socialLink} href={url} rel="noopener noreferrer" target="_blank">
                        {t(`footer.social.${network}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year, brand: brand.name[language] })}</p>
      </div>
    </footer>
  );
}
