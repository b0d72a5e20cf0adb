import { createContext, useContext } from 'react';

/** The response's CSP nonce, set by the server renderer; empty in the browser, which hides nonces anyway. */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
