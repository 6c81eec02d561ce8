import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../brand/brand-context';
import { useRootData } from '../../session/root-data';
import styles from './logo.module.css';

/** The brand's mark and name, linking home. */
export function Logo() {
  const brand = useBrand();
  const { language } = useRootData();
  const { t } = useTranslation();
  const name = brand.name[language];
  return (
    <Link to="/" className={styles.logo} aria-label={t('header.home', { brand: name })}>
      <img src={brand.logo} alt="" width={36} height={36} />
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
