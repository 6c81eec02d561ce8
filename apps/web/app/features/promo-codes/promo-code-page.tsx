import type { MediaBlockItem } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import styles from '../account/my-page.module.css';
import { SignInPrompt } from '../account/sign-in-prompt';
import { CardRow } from '../blocks/row';
import { PageHeading } from '../shell/page-heading';
import { PromoCodeFlow } from './promo-code-flow';
import promoStyles from './promo-codes.module.css';

/**
 * /promocode and /embed/promocode (spec 2 §2 Promo-code page): breadcrumbs through the personal area, the flow, and
 * once a code is activated the poster strip of what it opened. Promo codes need a signed-in viewer (spec 2 §6).
 */
export function PromoCodePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, setOpened] = useState<MediaBlockItem[]>([]);
  return (
    <>
      <PageHeading title={t('page.promocode')} />
      {session && !session.is_auth && <SignInPrompt />}
      {session?.is_auth && (
        <section className={styles.panel}>
          <PromoCodeFlow
            onSuccess={(answer) => setOpened(answer.items)}
            successActions={(reset) => (
              <button
                type="button"
                className={buttonClass('secondary', 'lg')}
                onClick={() => {
                  setOpened([]);
                  reset();
                }}
              >
                {t('promocode.success.another')}
              </button>
            )}
          />
        </section>
      )}
      {opened.length > 0 && (
        <div className={promoStyles.strip}>
          <CardRow block={{ id: 0, name: t('promocode.success.items'), target: null }} items={opened} />
        </div>
      )}
    </>
  );
}
