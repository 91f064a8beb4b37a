import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './judging-desk.module.css';
import { Pager } from './Pager';

// pdf.js parses in a worker; webpack 5 emits the worker file from this URL (the same pdfjs-dist version react-pdf
// uses: mf-admin pins both, react-pdf 10.5 ↔ pdfjs-dist 5.4.296).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

// No eval: the site's CSP has no 'unsafe-eval', and pdf.js's interpreted fallback draws the same.
const OPTIONS = { isEvalSupported: false } as const;

/**
 * A PDF drawn with pdf.js, one page at a time at the column's width: tablets (iPad Safari) have no inline PDF viewer
 * of their own. No text or annotation layer: the judge reads, and links in a team's PDF should not be followed from
 * here.
 */
export default function PdfViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.pdf}>
      <Document file={url} options={OPTIONS} onLoadSuccess={({ numPages }) => setPages(numPages)} loading={t('app.loading')} error={t('desk.pdfFailed')}>
        <Page pageNumber={page} width={width} renderTextLayer={false} renderAnnotationLayer={false} aria-label={t('desk.pdfPage', { name, page, pages })} />
      </Document>
      <Pager at={page} count={pages} onChange={setPage} texts={{ previous: t('desk.pdfPrevious'), next: t('desk.pdfNext'), at: t('desk.pdfAt', { page, pages }) }} />
    </div>
  );
}
