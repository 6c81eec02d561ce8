import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import styles from './blocks.module.css';
import type { BlockButton } from './custom-data';

/** Block buttons: a link, or a jump to the block with that html_id (block_target and modal). */
export function BlockButtons({ buttons }: { buttons: BlockButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className={styles.buttons}>
      {buttons.map((button) => {
        const className = buttonClass(button.is_bright ? 'primary' : 'secondary', 'lg');
        return button.type === 'target' ? (
          <Link key={button.text} to={button.target} className={className}>
            {button.text}
          </Link>
        ) : (
          <a key={button.text} href={`#${button.target}`} className={className}>
            {button.text}
          </a>
        );
      })}
    </div>
  );
}
