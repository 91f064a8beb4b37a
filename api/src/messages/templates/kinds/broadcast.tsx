import type { KindTemplate } from '../template.js';
import { Paragraphs, Title } from '../parts.js';

// Issue 26.6: the organizers' own words, already in the recipient's language, as plain text (never markup: React
// escapes it, and its blank lines make the paragraphs).
export const broadcast: KindTemplate<'broadcast'> = {
  subject: (params) => params.subject,
  preview: (params) => params.body.replace(/\s+/g, ' ').slice(0, 120),
  Body: ({ params }) => (
    <>
      <Title>{params.subject}</Title>
      <Paragraphs text={params.body} />
    </>
  ),
};
