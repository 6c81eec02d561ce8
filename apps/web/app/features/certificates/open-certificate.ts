import type { CertificateOffer } from '@efir/contract';

/** Opens the certificate purchase modal; it and card entry are a chunk of their own, fetched on the first press. */
export function openCertificate(offer: CertificateOffer): Promise<void> {
  return import('./certificate-modal').then((module) => module.openCertificateModal(offer));
}
