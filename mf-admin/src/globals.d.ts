declare module '*.css';

/** webpack's nonce for the elements it and the app's libraries add (docs/adr/0022); set from the page's CSP nonce. */
declare let __webpack_nonce__: string | undefined;
