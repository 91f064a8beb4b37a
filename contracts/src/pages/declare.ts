/**
 * One page of the site (SPEC §2), declared once by its desktop route in its remote's file here: everything the shell's
 * navigation and the server's page table, head tags and sitemap know of it. The remote's registry entry lists the
 * same routes (publish takes them from here), and its `./routes` serves them (its contract test checks).
 */
export interface PageDeclaration {
  /** Its routes under /mobile/; the first is where the desktop page leads a phone, each leads back to it. */
  readonly mobile?: readonly string[];
  /** A phone shows this page as another page's mobile route (it leads there, but that route leads back to its own). */
  readonly mobileTwin?: string;
  /** Only a logged-in visitor may open it (§2, §6); links to it are guarded the same way. */
  readonly login?: true;
  /** Its mobile routes shown without the footer (§2). */
  readonly footerless?: readonly string[];
  /** A page about one article, named by `?id=`: the category its id must belong to. */
  readonly article?: 'news' | 'faq';
}

export type Pages = Readonly<Record<string, PageDeclaration>>;

export interface PageText {
  title: string;
  description: string;
}

type Pair = readonly [title: string, description: string];

/**
 * Every page of a remote's table has its title and description in the three languages (Traditional, Simplified,
 * English: the order of LANGUAGES), and no text names a page the table lacks. Plain data, so a bundle that imports
 * only the pages leaves the texts out.
 */
export type PageTexts<P extends Pages> = { readonly [K in keyof P]: readonly [zhComplex: Pair, zhSimple: Pair, en: Pair] };
