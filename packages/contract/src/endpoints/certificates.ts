import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import {
  CertificateActivateBody,
  CertificateActivated,
  CertificateBuyBody,
  CertificateBuyResult,
  CertificateOffer,
  CertificateOfferBody,
  CertificateOfferParams,
  CertificateOffers,
  MyCertificates,
} from '../schemas/certificates.js';

/** Gift certificates (issue 18): /podarochnye-sertifikaty sells them, /my/certificates lists and activates them. */
export const certificatesEndpoints = {
  'certificates.offers': defineEndpoint({
    method: 'GET',
    path: '/api/v1/certificates/offers',
    summary: 'The operator’s certificates for sale: a service for some days, or an amount for the prepaid balance',
    tag: 'certificates',
    access: 'public',
    response: CertificateOffers,
  }),
  'certificates.buy': defineEndpoint({
    method: 'POST',
    path: '/api/v1/certificates/buy',
    summary:
      'Buys a certificate by card, for the buyer or as a gift to an e-mail address, once per idempotency key; wait_payment when the bank asks for 3-D Secure',
    tag: 'certificates',
    access: 'account',
    body: CertificateBuyBody,
    response: CertificateBuyResult,
  }),
  'certificates.mine': defineEndpoint({
    method: 'GET',
    path: '/api/v1/certificates',
    summary: 'The certificates the account bought (with their codes and whether used) and the ones it activated',
    tag: 'certificates',
    access: 'account',
    response: MyCertificates,
  }),
  'certificates.activate': defineEndpoint({
    method: 'POST',
    path: '/api/v1/certificates/activate',
    summary:
      'Activates a certificate’s code for the account, once: its service for its days (after any held), or its amount to the balance',
    tag: 'certificates',
    access: 'account',
    body: CertificateActivateBody,
    response: CertificateActivated,
  }),
  'operator.certificateOfferCreate': defineEndpoint({
    method: 'POST',
    path: '/api/operator/certificate-offers',
    summary: 'Puts a certificate on sale: a service for some days, or an amount for the balance, at a price in roubles',
    tag: 'operator',
    access: 'operator',
    body: CertificateOfferBody,
    response: CertificateOffer,
    status: 201,
  }),
  'operator.certificateOfferWithdraw': defineEndpoint({
    method: 'DELETE',
    path: '/api/operator/certificate-offers/:offer_id',
    summary: 'Takes a certificate off sale; certificates already bought keep what they hold',
    tag: 'operator',
    access: 'operator',
    params: CertificateOfferParams,
    response: Done,
  }),
} as const;
