import IMask, { type InputMask } from 'imask';
import { type RefObject, useEffect, useRef } from 'react';

type PatternMask = InputMask<{ mask: string }>;

/**
 * Puts an imask pattern ('0000 0000', '00/00') on an input: imask formats as the viewer types and keeps the caret in
 * place; each accepted value goes to `onChange`. The pattern may change while typing (a card brand's groups).
 */
export function useMask(pattern: string, value: string, onChange: (value: string) => void): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<PatternMask | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mask is made once per input; the pattern and value follow below
  useEffect(() => {
    if (!input.current) return;
    const made = IMask(input.current, { mask: pattern });
    // imask writes the formatted value into the input itself, so React may not see the change: tell it here.
    made.on('accept', () => changed.current(made.value));
    mask.current = made;
    return () => {
      made.destroy();
      mask.current = null;
    };
  }, []);

  useEffect(() => {
    if (mask.current && mask.current.masked.mask !== pattern) mask.current.updateOptions({ mask: pattern });
  }, [pattern]);

  useEffect(() => {
    if (mask.current && mask.current.value !== value) mask.current.value = value;
  }, [value]);

  return input;
}
