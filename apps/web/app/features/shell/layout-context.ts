import { createContext, useContext } from 'react';
import type { PageLayout } from './layout-for';

const LayoutContext = createContext<PageLayout>({ header: true, footer: true, notifications: true, cookieBanner: true, appBanner: false });

/** The current page's layout, for features that show only with it (notifications, cookie and app banners). */
export const LayoutProvider = LayoutContext.Provider;

export function usePageLayout(): PageLayout {
  return useContext(LayoutContext);
}
