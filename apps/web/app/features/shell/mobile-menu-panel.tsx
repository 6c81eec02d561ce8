import type { MenuItem } from '@efir/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { LanguageButton } from '../language/language-button';
import { MenuLink } from './menu-link';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  items: MenuItem[];
  isAuth: boolean;
  canLogin: boolean;
  onLogin: () => void;
}

/** The mobile menu's overlay as a Radix dialog; MobileMenu loads it with the first tap on its plain trigger. */
export default function MobileMenuPanel({
  items,
  isAuth,
  canLogin,
  onLogin,
  open,
  setOpen,
}: MobileMenuProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation();
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger} aria-label={t('header.open_menu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t('header.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('header.close_menu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.menu')}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className={styles.item} activeClassName={styles.active} onClick={close} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.links}>
            <Link to="/search" className={styles.secondary} onClick={close}>
              {t('header.search')}
            </Link>
            {isAuth && (
              <>
                <Link to="/my/journal" className={styles.secondary} onClick={close}>
                  {t('header.journal')}
                </Link>
                <Link to="/my" className={styles.secondary} onClick={close}>
                  {t('header.profile')}
                </Link>
              </>
            )}
          </div>
          <div className={styles.bottom}>
            {canLogin && (
              <button
                type="button"
                className={buttonClass('primary', 'lg')}
                onClick={() => {
                  close();
                  onLogin();
                }}
              >
                {t('header.login')}
              </button>
            )}
            <LanguageButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
