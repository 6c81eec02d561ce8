import type { MenuItem } from '@efir/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ui/icons';
import styles from './main-menu.module.css';
import { MenuLink } from './menu-link';

/** The main menu's 'more' dropdown; MainMenu mounts it open on the first click of its plain trigger. */
export default function MoreDropdown({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={`${styles.item} ${styles.more}`}>
        {t('header.more')}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="start" sideOffset={10}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.id} asChild className={styles.dropdownItem}>
              <MenuLink item={item} className={styles.dropdownItem} />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
