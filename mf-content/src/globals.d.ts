/** CSS modules (css-loader gives each class a unique name and exports it under its own). Listed first: of two
 * patterns that match alike, TypeScript takes the first, and this one must win over '*.css'. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

declare module '*.css';
