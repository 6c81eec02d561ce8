import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { fieldError } from './fields';

/** Turns a failed call into the text its field shows (spec 1 §8 field errors). */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: unknown, field: 'login' | 'password' | 'other'): string => {
    const resolved = fieldError(error, field);
    return errorText(error, t) ?? ('text' in resolved ? resolved.text : t(resolved.key));
  };
}
