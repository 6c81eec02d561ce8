import { BONUS_CURRENCY, type BonusProgram } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { SignInPrompt } from '../account/sign-in-prompt';
import { formatPrice } from '../purchases/purchase-format';
import { PageHeading } from '../shell/page-heading';
import styles from './bonuses.module.css';
import { openBonusActivation } from './open-bonus-activation';

export const bonusHref = (id: number) => `/my/bonuses/${id}`;

const usePoints = () => {
  const { i18n } = useTranslation();
  return (points: number) => formatPrice({ amount: points, currency: BONUS_CURRENCY }, i18n.language);
};

/** /my/bonuses (spec 1 §2): each program with the account's status and balance; one not joined yet is joined from here. */
export function MyBonusesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const programs = useQuery(endpointQuery('bonuses.list', {}, { enabled: isAuth })).data?.programs;
  return (
    <>
      <PageHeading title={t('page.my_bonuses')} />
      {session && !isAuth && <SignInPrompt />}
      {programs ? <p className={styles.intro}>{programs.length > 0 ? t('bonus.my.intro') : t('bonus.my.empty')}</p> : null}
      {programs && programs.length > 0 ? (
        <ul className={styles.list}>
          {programs.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ProgramCard({ program, withHistoryLink = true }: { program: BonusProgram; withHistoryLink?: boolean }) {
  const { t } = useTranslation();
  const points = usePoints();
  const joined = program.status === 'registered';
  return (
    <section className={styles.card} aria-label={program.name} data-testid="bonus-program">
      <div className={styles.head}>
        <h2 className={styles.name}>{program.name}</h2>
        <span className={styles.status} data-status={program.status}>
          {t(`bonus.my.status.${program.status}`)}
        </span>
      </div>
      <p className={styles.note}>{t('bonus.my.balance')}</p>
      <p className={styles.balance} data-testid="bonus-balance">
        {points(program.balance)}
      </p>
      <p className={styles.note}>{t('bonus.my.earn', { percent: program.earn_percent })}</p>
      {joined && program.login ? (
        <p className={styles.note}>
          {t('bonus.my.login', { login: program.required_login_type === 'phone' ? `+${program.login}` : program.login })}
        </p>
      ) : (
        <p className={styles.note}>{program.activation_terms}</p>
      )}
      <div className={styles.actions}>
        {joined ? null : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void openBonusActivation(program.id, t('bonus.activation.done', { name: program.name }))}
          >
            {t('bonus.my.join')}
          </button>
        )}
        {withHistoryLink ? (
          <Link to={bonusHref(program.id)} className={buttonClass('secondary')}>
            {t('bonus.my.history')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** /my/bonuses/{id} (spec 1 §2): the program and the points the account earned and spent in it, newest first. */
export function MyBonusPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const dates = useViewerDates();
  const points = usePoints();
  const data = useQuery(endpointQuery('bonuses.history', { params: { id } }, { enabled: isAuth })).data;
  return (
    <>
      <PageHeading title={data?.program.name ?? t('page.my_bonus')} />
      {session && !isAuth && <SignInPrompt />}
      {data ? (
        <>
          <p>
            <Link to="/my/bonuses">{t('bonus.my.back')}</Link>
          </p>
          <ProgramCard program={data.program} withHistoryLink={false} />
          <h2 className={styles.subheading}>{t('bonus.my.history')}</h2>
          {data.history.length === 0 ? <p className={styles.intro}>{t('bonus.my.no_history')}</p> : null}
          <ul className={styles.history} data-testid="bonus-history">
            {data.history.map((entry) => (
              <li key={entry.id} className={styles.entry} data-testid="bonus-entry">
                <span>{entry.item ? `${t(`bonus.my.reason.${entry.reason}`)} · ${entry.item}` : t(`bonus.my.reason.${entry.reason}`)}</span>
                <span className={styles.points} data-sign={entry.points > 0 ? 'plus' : 'minus'}>
                  {entry.points > 0 ? '+' : '−'}
                  {points(Math.abs(entry.points))}
                </span>
                <time className={styles.note} dateTime={entry.date}>
                  {dates.moment(entry.date)}
                </time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
