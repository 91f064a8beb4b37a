import { getLiveStreamConfig } from '@portal/shared/api';
import type { LiveStreamConfig } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { Section } from '../../../components/Section';
import * as styles from './home.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogv|m3u8)([?#]|$)/i;

/**
 * The live-stream block: only when the remote config file says show (and names a web address to play). It is
 * shown on the few days of a live event and absent otherwise, so while its file loads — or when it cannot be read —
 * it takes no room: a loading line there was removed ~0.5 s later and moved the whole page up by its height
 * (CLS 0.057 on the phone home page rendered in the browser).
 */
export function LiveStreamPart() {
  const live = useRemoteData(({ options }) => getLiveStreamConfig(undefined, { signal: options.signal }), []);
  if (live.status !== 'success') return null;
  const config = live.data;
  return config?.show && isWebUrl(config.src) ? <LiveStream config={config} /> : null;
}

function LiveStream({ config }: { config: LiveStreamConfig }) {
  return (
    <Section title={config.title} className={styles.live}>
      <div className={styles.player}>
        {VIDEO_FILE.test(config.src) ? (
          <video src={config.src} controls playsInline title={config.title} />
        ) : (
          <iframe
            src={config.src}
            title={config.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
          />
        )}
      </div>
    </Section>
  );
}

/** An http(s) or site-relative address: a config file must not be able to put javascript: into the page. */
function isWebUrl(src: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(src, window.location.href).protocol);
  } catch {
    return false;
  }
}
