import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { BUY_TARGET, LandingBuyButton } from '../purchases/landing-purchase';
import styles from './blocks.module.css';
import type { BlockButton } from './custom-data';

/** Block buttons: a link, the landing's purchase (block_target buy), or a jump to the block with that html_id. */
export function BlockButtons({ buttons }: { buttons: BlockButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className={styles.buttons}>
      {buttons.map((button) => {
        const className = buttonClass(button.is_bright ? 'primary' : 'secondary', 'lg');
        if (button.type === 'block_target' && button.target === BUY_TARGET)
          return <LandingBuyButton key={button.text} text={button.text} bright={button.is_bright === true} className={className} />;
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
