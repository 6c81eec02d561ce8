import { PROFILE_NAME_MAX_LENGTH, type Profile, type ProfileType } from '@efir/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { endpointQuery } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { useFieldError } from '../../ui/form/use-field-error';
import { draftProblem, editBodyOf, isViewPinToggleDisabled, type ProfileDraft } from './profile-form-model';
import styles from './profiles.module.css';
import { useAgeLimits } from './use-profiles';

/**
 * Name, icon and base settings (create and edit), plus the parental settings a master profile edits: maximum age,
 * erotic content, purchase PIN, view-PIN toggle and view limits.
 */
export function ProfileForm({
  initial,
  type,
  parental,
  submitLabel,
  save,
}: {
  initial: ProfileDraft;
  type: ProfileType;
  /** none: name and icon (an additional profile editing itself); base: plus the default age limit; full: everything. */
  parental: 'none' | 'base' | 'full';
  submitLabel: string;
  save(draft: ProfileDraft): Promise<void>;
}) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const ages = useAgeLimits() ?? [];
  const icons = useQuery(endpointQuery('profiles.icons', { query: { type } })).data?.items;
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const saving = useMutation({ mutationFn: save });
  const set = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problem = draftProblem(draft);
  const maximumId = ages.at(-1)?.id;

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!problem && !saving.isPending) saving.mutate(draft);
      }}
    >
      <fieldset className={styles.section}>
        <legend>{t('profiles.base_settings')}</legend>
        <TextField
          label={t('profiles.name')}
          value={draft.name}
          onChange={(name) => set({ name })}
          maxLength={PROFILE_NAME_MAX_LENGTH}
          // The field itself says when the name is too long (spec 1 §5 generic input).
          error={touched && problem === 'name_required' ? t('profiles.name_required') : null}
          errorNow
          autoComplete="off"
        />
        <fieldset className={styles.icons} aria-label={t('profiles.icon')}>
          {icons?.map((icon) => (
            <button
              key={icon.id}
              type="button"
              className={styles.icon}
              aria-pressed={draft.iconId === icon.id}
              aria-label={`${t('profiles.icon')} ${icon.id}`}
              onClick={() => set({ iconId: icon.id })}
            >
              <img src={icon.image} srcSet={`${icon.image_2x} 2x`} alt="" />
            </button>
          ))}
        </fieldset>
        {parental !== 'none' && (
          <label className={styles.row}>
            {t('profiles.default_age_limit')}
            <select
              className={styles.select}
              value={draft.defaultAgeLimitId ?? ''}
              onChange={(event) => set({ defaultAgeLimitId: Number(event.target.value) })}
            >
              {ages.map((age) => (
                <option key={age.id} value={age.id}>
                  {age.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {parental === 'full' && (
        <fieldset className={styles.section}>
          <legend>{t('profiles.edit')}</legend>
          <label className={styles.row}>
            {t('profiles.max_age_limit')}
            <select
              className={styles.select}
              value={draft.maxAgeLimitId}
              onChange={(event) => set({ maxAgeLimitId: Number(event.target.value) })}
            >
              {ages.map((age) => (
                <option key={age.id} value={age.id}>
                  {age.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.defaultAgeLimitId !== maximumId}
              disabled={isViewPinToggleDisabled(draft, ages)}
              onChange={(event) => {
                if (!event.target.checked && maximumId !== undefined) set({ defaultAgeLimitId: maximumId });
              }}
            />
            {t('profiles.view_pin')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.eroticAllowed} onChange={(event) => set({ eroticAllowed: event.target.checked })} />
            {t('profiles.erotic')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.purchasePin} onChange={(event) => set({ purchasePin: event.target.checked })} />
            {t('profiles.purchase_pin')}
          </label>
          <div className={styles.row}>
            <label className={styles.row}>
              {t('profiles.allowed_from')}
              <input
                className={styles.select}
                type="time"
                value={draft.allowedFrom}
                onChange={(event) => set({ allowedFrom: event.target.value })}
              />
            </label>
            <label className={styles.row}>
              {t('profiles.allowed_to')}
              <input
                className={styles.select}
                type="time"
                value={draft.allowedTo}
                onChange={(event) => set({ allowedTo: event.target.value })}
              />
            </label>
          </div>
          <TextField
            label={t('profiles.max_view_time')}
            value={draft.maxViewMinutes}
            onChange={(maxViewMinutes) => set({ maxViewMinutes })}
            digitsOnly
            maxLength={4}
            inputMode="numeric"
          />
        </fieldset>
      )}
      {saving.error && (
        <p className={styles.error} role="alert">
          {describe(saving.error, 'other')}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={saving.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A new profile: created with its name, then given the chosen icon and settings (spec 1 §7 create takes the name only). */
export async function createProfile(draft: ProfileDraft): Promise<Profile> {
  const api = browserApi();
  const created = await api.call('profiles.create', { body: { name: draft.name.trim() } });
  const body = editBodyOf(draft, created, true);
  return Object.keys(body).length > 0 ? api.call('profiles.edit', { params: { id: created.id }, body }) : created;
}
