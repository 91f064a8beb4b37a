/** Where the shell fetches the remote registry (configuration, set at build time). */
declare const __PORTAL_REGISTRY_URL__: string;
/** The registry copy built into the shell, used when the live one cannot be fetched. */
declare const __PORTAL_FALLBACK_REGISTRY__: unknown;

declare module '*.css';

/** webpack's nonce for the elements it and the app's libraries add (docs/adr/0022); set from the page's CSP nonce. */
declare let __webpack_nonce__: string | undefined;
