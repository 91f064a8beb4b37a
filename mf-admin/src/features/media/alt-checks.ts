import type { MediaAlt } from '@portal/contracts/admin-media';
import { MEDIA_ALT_MAX, mediaAltProblem } from '@portal/contracts/media-rules';
import type { FormProblem } from '@portal/shared/form';
import { LANGUAGES } from '@portal/shared/i18n';

/** The first alt text the server would refuse, in its order (the languages'), worded by `t`. */
export function altProblem<V extends { alt: MediaAlt }>(values: V, t: (key: string, options?: Record<string, unknown>) => string): FormProblem<V> | null {
  for (const language of LANGUAGES) {
    const problem = mediaAltProblem(values.alt[language]);
    if (problem) {
      return {
        field: `alt.${language}` as FormProblem<V>['field'],
        text: t(`media.alt.${problem}`, { language: t(`results.language.${language}`), max: MEDIA_ALT_MAX }),
      };
    }
  }
  return null;
}

export const emptyAlt = (): MediaAlt => ({ zhComplex: '', zhSimple: '', en: '' });
