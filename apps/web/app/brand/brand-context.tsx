import { createContext, useContext } from 'react';
import { type Brand, MAIN_BRAND } from './brands';

const BrandContext = createContext<Brand>(MAIN_BRAND);

export const BrandProvider = BrandContext.Provider;

export function useBrand(): Brand {
  return useContext(BrandContext);
}
