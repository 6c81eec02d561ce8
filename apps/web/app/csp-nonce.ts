import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response (the API host makes one per request): the server-rendered
 * scripts carry it. In the browser it is empty — browsers hide nonces from the page.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
