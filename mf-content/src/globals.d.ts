/** CSS modules (css-loader gives each class a unique name and exports it under its own). Listed first: of two
 * patterns that match alike, TypeScript takes the first, and this one must win over '*.css'. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

declare module '*.css';

/** webpack's nonce for the elements it and the app's libraries add (docs/adr/0022); set from the page's CSP nonce. */
declare let __webpack_nonce__: string | undefined;
