import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { RichTextDocument } from '@portal/shared/contracts';
import { isMediaSrc, isMediaSrcset, isSafeHref } from '@portal/contracts/rich-text-rules';
import { DOCUMENT_FIELDS, XSS_PAYLOADS, hostileBlocks, type DocumentField } from '@portal/contracts/testing/xss-corpus';
import { RICH_TEXT_IMAGE_SIZES, RichText } from '../RichText';

// The public renderer of an article's body (issue 25): the contract's nodes, marks and attributes as React elements,
// and nothing else, whatever the document holds — fed with a public corpus of XSS payloads in every place a stored
// document can carry one.

/** Stored documents are loose: many of these break the schema on purpose. */
const asStored = (content: unknown[]) => ({ type: 'doc', content }) as unknown as RichTextDocument;
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

const article = asStored([
  { type: 'heading', attrs: { level: 2 }, content: [text('How to enter')] },
  paragraph(text('Read the '), text('rules', [{ type: 'bold' }]), text(' first'), { type: 'hardBreak' }, text('then', [{ type: 'italic' }, { type: 'strike' }])),
  { type: 'heading', attrs: { level: 3 }, content: [text('Steps')] },
  { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [paragraph(text('Sign up')), paragraph(text('then log in'))] }] },
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Film'))] }] },
  { type: 'blockquote', content: [paragraph(text('Quoted words'))] },
  paragraph(
    text('the foundation', [link('https://example.org/a?b=c'), { type: 'bold' }]),
    text(' · '),
    text('news', [link('/pc/latestNews')]),
    text(' · '),
    text('mail', [link('mailto:contact@example.org')]),
  ),
  { type: 'image', attrs: { mediaId: 3, src: '/media/v/ab-960.webp', srcset: '/media/v/ab-480.webp 480w, /media/v/ab-960.webp 960w', alt: 'Dunes at dawn', width: 960, height: 540 } },
  { type: 'horizontalRule' },
]);

test('draws the contract: headings one level under the article title, lists, a quote, marks, links, images, rules', () => {
  const { container } = render(<RichText document={article} />);
  expect(screen.getByRole('heading', { level: 3, name: 'How to enter' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Steps' })).toBeInTheDocument();
  expect(container.querySelector('h1, h2')).toBeNull();
  expect(container.querySelector('strong')).toHaveTextContent('rules');
  expect(container.querySelector('em > s, s > em')).toHaveTextContent('then');
  expect(container.querySelector('br')).not.toBeNull();
  expect(container.querySelector('ol')).toHaveAttribute('start', '3');
  expect(within(container.querySelector('ol')!).getAllByText(/Sign up|then log in/)).toHaveLength(2);
  expect(container.querySelector('ul li')).toHaveTextContent('Film');
  expect(container.querySelector('blockquote')).toHaveTextContent('Quoted words');

  const external = screen.getByRole('link', { name: 'the foundation' });
  expect(external).toHaveAttribute('href', 'https://example.org/a?b=c');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  expect(external.querySelector('strong')).not.toBeNull();
  const inside = screen.getByRole('link', { name: 'news' });
  expect(inside).toHaveAttribute('href', '/pc/latestNews');
  expect(inside).not.toHaveAttribute('target');
  expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:contact@example.org');

  const image = screen.getByRole('img', { name: 'Dunes at dawn' });
  expect(image).toHaveAttribute('src', '/media/v/ab-960.webp');
  expect(image).toHaveAttribute('srcset', '/media/v/ab-480.webp 480w, /media/v/ab-960.webp 960w');
  expect(image).toHaveAttribute('sizes', RICH_TEXT_IMAGE_SIZES);
  expect(image).toHaveAttribute('width', '960');
  expect(image).toHaveAttribute('height', '540');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(container.querySelector('hr')).not.toBeNull();
});

test('a heading under an h3 title goes one level further down, never past h6', () => {
  render(<RichText document={asStored([{ type: 'heading', attrs: { level: 3 }, content: [text('Deep')] }])} headingLevel={4} />);
  expect(screen.getByRole('heading', { level: 5, name: 'Deep' })).toBeInTheDocument();
});

test('a link the rules refuse is its text alone; an image from elsewhere or without alt text is not drawn', () => {
  const { container } = render(
    <RichText
      document={asStored([
        paragraph(text('scripted', [link('javascript:alert(1)')]), text(' and '), text('elsewhere', [link('//evil.example/')])),
        { type: 'image', attrs: { mediaId: 1, src: 'https://evil.example/x.png', alt: 'remote' } },
        { type: 'image', attrs: { mediaId: 1, src: '/media/x.png', alt: '' } },
        { type: 'image', attrs: { mediaId: 1, src: '/media/y.png', alt: 'no variants', srcset: 'javascript:alert(1) 1w', width: -1 } },
      ])}
    />,
  );
  expect(container.querySelector('a')).toBeNull();
  expect(container).toHaveTextContent('scripted and elsewhere');
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0]).toHaveAttribute('alt', 'no variants');
  expect(images[0]).not.toHaveAttribute('srcset');
  expect(images[0]).not.toHaveAttribute('width');
});

test('draws nothing for what is not a document', () => {
  for (const stored of [null, 'text', ['a'], { type: 'html', content: [paragraph(text('x'))] }, { type: 'doc', content: 'x' }]) {
    const { container, unmount } = render(<RichText document={stored as unknown as RichTextDocument} />);
    expect(container.textContent).toBe('');
    unmount();
  }
});

// What the renderer may put in the DOM: these elements, these attributes, these values.
const ELEMENTS = new Set(['DIV', 'P', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'IMG', 'HR', 'A', 'STRONG', 'EM', 'S', 'BR']);
const ATTRIBUTES = new Set(['class', 'href', 'target', 'rel', 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'start']);

/** Every way a drawn element could run something: named, so a failure says what and where. */
function executable(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    if (!ELEMENTS.has(element.tagName)) found.push(`element <${element.tagName.toLowerCase()}>`);
    for (const { name, value } of element.attributes) {
      if (!ATTRIBUTES.has(name)) found.push(`attribute ${name}="${value}" on <${element.tagName.toLowerCase()}>`);
      if (name === 'href' && !isSafeHref(value)) found.push(`href="${value}"`);
      if (name === 'src' && !isMediaSrc(value)) found.push(`src="${value}"`);
      if (name === 'srcset' && !isMediaSrcset(value)) found.push(`srcset="${value}"`);
      if (name === 'target' && value !== '_blank') found.push(`target="${value}"`);
      if (name === 'rel' && value !== 'noopener noreferrer') found.push(`rel="${value}"`);
    }
  }
  return found;
}

const cases = XSS_PAYLOADS.flatMap(({ name, payload }) => DOCUMENT_FIELDS.map((field): [string, DocumentField, string] => [name, field, payload]));

test.each(cases)('the corpus payload %s stored in every %s draws nothing executable', (_name, field, payload) => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { container } = render(<RichText document={asStored(hostileBlocks(field, payload))} />);
  expect(executable(container)).toEqual([]);
  // A payload in a valid text or alt text is shown as it was written: as text, not as markup.
  if (field === 'text') expect(container.textContent).toContain(payload);
  if (field === 'alt') expect(container.querySelector('img')).toHaveAttribute('alt', payload);
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test('the renderer never hands HTML to the DOM', () => {
  const source = readFileSync(path.join(__dirname, '..', 'RichText.tsx'), 'utf8');
  expect(source).not.toMatch(/dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment/);
});
