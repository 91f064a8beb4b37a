import { getIntro } from '@portal/shared/api';
import type { Intro as IntroText } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { GuardedLink } from '@portal/shared/navigation';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { Section } from '../../../components/Section';
import { useSiteSettings } from '@portal/shared/config';
import { INTRO_POSTER_SRC } from '../../../config/media';
import { pagePath, registrationPath } from '../../../config/paths';
import * as styles from './home.module.css';

/**
 * The competition introduction: the looping video, the text and the two contests as editors wrote them (issue 25:
 * data, in the page's language), details and Register Now.
 */
export function Intro({ device }: { device: Device }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const intro = useRemoteData(({ options }) => getIntro(options), []);
  const text: IntroText | null = intro.status === 'success' ? intro.data : null;
  // A site setting (issue 25): an https:// address or a /media/ file; none shows the poster alone.
  const video = useSiteSettings()?.introVideoUrl ?? null;
  return (
    <Section title={text?.title || t('intro.title')}>
      <div className={styles.intro}>
        {video ? (
          <video
            className={styles.introVideo}
            src={video}
            poster={INTRO_POSTER_SRC}
            autoPlay
            loop
            muted
            playsInline
            controls
            width={640}
            height={360}
            aria-label={t('intro.video')}
          />
        ) : (
          // No video set: the poster alone, requested at once (it is the phone page's largest image).
          <img
            className={styles.introVideo}
            src={INTRO_POSTER_SRC}
            alt={t('intro.poster')}
            width={640}
            height={360}
            fetchPriority="high"
          />
        )}
        <div className={styles.introText}>
          {/* Until the text comes (or when it cannot be read) the poster and the buttons stand alone. */}
          {text && (
            <>
              {text.body.map((paragraph, index) => (
                <p key={index} className={styles.lines}>
                  {paragraph}
                </p>
              ))}
              <ul className={styles.contests}>
                {text.groups.map(({ group, title, summary }) => (
                  <li key={group}>
                    <h3 className={styles.contestTitle}>{title}</h3>
                    {summary.map((paragraph, index) => (
                      <p key={index} className={styles.lines}>
                        {paragraph}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.actions}>
            <Link className={styles.button} to={pagePath('background', device)}>
              {t('intro.details')}
            </Link>
            <GuardedLink className={styles.primaryButton} to={registrationPath(device)}>
              {t('intro.registerNow')}
            </GuardedLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
