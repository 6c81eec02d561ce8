import { createContext, type Dispatch, type SetStateAction } from 'react';

/** Ties the open dialog to its title and text (aria-labelledby, aria-describedby) once they render. */
export const ModalLabels = createContext<{
  titleId: string;
  textId: string;
  setTitles: Dispatch<SetStateAction<number>>;
  setTexts: Dispatch<SetStateAction<number>>;
} | null>(null);
