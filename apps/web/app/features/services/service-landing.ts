/** An operator's landing page for a service is the media view `service-{alias}`; without one the page is composed. */
export const serviceLandingAlias = (alias: string) => `service-${alias}`;
