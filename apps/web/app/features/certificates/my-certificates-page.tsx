import { CERTIFICATE_CODE_INPUT_MAX, type Certificate, type CertificateActivated } from '@efir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { TextField } from '../../ui/form/text-field';
import myStyles from '../account/my-page.module.css';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import styles from './certificates.module.css';

/** What an activation changes: the lists here, the services held and what items offer, the balance. */
const refreshAfterActivation = () =>
  invalidateEndpoint(
    'certificates.mine',
    'accounts.user',
    'purchases.variants',
    'services.getById',
    'subscriptions.list',
    'mediaItems.getById',
    'paymentMethodsByTypes.get',
  );

/** /my/certificates (issue 18): a code's activation, the certificates bought with their codes, and those activated. */
export function MyCertificatesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const mine = useQuery(endpointQuery('certificates.mine', {}, { enabled: isAuth })).data;
  return (
    <>
      <PageHeading title={t('page.my_certificates')} />
      {session && !isAuth && <SignInPrompt />}
      {isAuth && (
        <div className={styles.sections}>
          <ActivationForm />
          <section className={styles.section} aria-labelledby="certificates-bought">
            <h2 id="certificates-bought" className={myStyles.sectionTitle}>
              {t('certificates.mine.bought')}
            </h2>
            {mine && mine.bought.length === 0 && <p className={myStyles.text}>{t('certificates.mine.none_bought')}</p>}
            <CertificateList items={mine?.bought ?? []} />
          </section>
          <section className={styles.section} aria-labelledby="certificates-activated">
            <h2 id="certificates-activated" className={myStyles.sectionTitle}>
              {t('certificates.mine.activated')}
            </h2>
            {mine && mine.activated.length === 0 && <p className={myStyles.text}>{t('certificates.mine.none_activated')}</p>}
            <CertificateList items={mine?.activated ?? []} />
          </section>
        </div>
      )}
    </>
  );
}

function ActivationForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const activation = useMutation({
    mutationFn: (value: string) => browserApi().call('certificates.activate', { body: { code: value } }),
    onSuccess: () => {
      setCode('');
      void refreshAfterActivation();
    },
  });
  const done: CertificateActivated | undefined = activation.data;
  return (
    <section className={myStyles.panel} aria-labelledby="certificate-activate">
      <h2 id="certificate-activate" className={myStyles.sectionTitle}>
        {t('certificates.activate.title')}
      </h2>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() && !activation.isPending) activation.mutate(code.trim());
        }}
      >
        <TextField
          label={t('certificates.activate.code')}
          value={code}
          uppercase
          autoComplete="off"
          spellCheck={false}
          maxLength={CERTIFICATE_CODE_INPUT_MAX}
          onChange={(value) => {
            setCode(value);
            activation.reset();
          }}
          error={activation.isError ? (errorText(activation.error, t) ?? t('error.default')) : null}
          errorNow
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={buttonClass('primary', 'lg')}
            disabled={!code.trim() || activation.isPending}
            aria-busy={activation.isPending}
          >
            {t('certificates.activate.submit')}
          </button>
        </div>
      </form>
      {done && (
        <p className={styles.activated} role="status">
          {done.notification.display.message}
          {done.notification.display.submessage ? <span>{done.notification.display.submessage}</span> : null}
        </p>
      )}
    </section>
  );
}

function CertificateList({ items }: { items: Certificate[] }) {
  const { t } = useTranslation();
  const dates = useViewerDates();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((certificate) => (
        <li key={certificate.id} className={styles.item} data-testid="certificate">
          <div className={styles.itemHead}>
            <span className={styles.itemName}>{certificate.name}</span>
            <span className={styles.status} data-used={certificate.used}>
              {certificate.used ? t('certificates.mine.used') : t('certificates.mine.unused')}
            </span>
          </div>
          {certificate.code && (
            <p className={styles.code} data-testid="certificate-code">
              {certificate.code}
            </p>
          )}
          <dl className={styles.facts}>
            {certificate.recipient_email && (
              <>
                <dt>{t('certificates.mine.to')}</dt>
                <dd>{certificate.recipient_email}</dd>
              </>
            )}
            {certificate.activated_at ? (
              <>
                <dt>{t('certificates.mine.activated_at')}</dt>
                <dd>{dates.moment(certificate.activated_at)}</dd>
              </>
            ) : (
              <>
                <dt>{t('certificates.mine.valid_until')}</dt>
                <dd>{dates.day(certificate.valid_until)}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
