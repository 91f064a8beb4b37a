import { lazy, Suspense } from 'react';
import type { JudgingFile } from '@portal/contracts/admin-judging';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { Loading } from '../../components/Loading';
import { useFileLink } from '../../hooks/use-file-link';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatBytes } from '../../lib/format';
import * as styles from './judging-desk.module.css';

// pdf.js is large: its chunk loads only when an entry with a PDF opens.
const PdfViewer = lazy(() => import('./PdfViewer'));
// The PPTX reader and its HTML parser, likewise, only when an entry with slides opens.
const SlidesViewer = lazy(() => import('./slides/SlidesViewer'));

/** The entry's files, each shown in the browser where a browser can, always under its neutral name. */
export function WorkFiles({ files }: { files: readonly JudgingFile[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-label={t('desk.work')} className={styles.work}>
      {files.length === 0 ? <p className={admin.muted}>{t('desk.noFiles')}</p> : files.map((file) => <WorkFile key={file.index} file={file} />)}
    </section>
  );
}

function WorkFile({ file }: { file: JudgingFile }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const link = useFileLink(file.path);
  if (link.status === 'loading') return <Loading />;
  if (link.status === 'failed')
    return (
      <p>
        {file.name}{' '}
        <button type="button" className={admin.secondary} onClick={link.retry}>
          {t('app.retry')}
        </button>
      </p>
    );
  const { url } = link.link;
  const download = (
    <a href={url} download={file.name} className={styles.download}>
      {t('desk.download', { name: file.name, size: formatBytes(file.size, language) })}
    </a>
  );
  return (
    <figure className={styles.file}>
      {file.kind === 'film' && (
        // The teams' films come without caption tracks: there is nothing to add a <track> from.
        <video className={styles.video} src={url} controls playsInline preload="metadata" aria-label={file.name} />
      )}
      {file.kind === 'pdf' && (
        <Suspense fallback={<Loading />}>
          <PdfViewer url={url} name={file.name} />
        </Suspense>
      )}
      {file.kind === 'slides' && (
        <Suspense fallback={<Loading />}>
          <SlidesViewer url={url} name={file.name} size={file.size} />
        </Suspense>
      )}
      <figcaption>{download}</figcaption>
    </figure>
  );
}
