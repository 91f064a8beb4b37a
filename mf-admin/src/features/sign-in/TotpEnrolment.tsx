import { useEffect, useRef, useState } from 'react';
import { toCanvas } from 'qrcode';
import { useTranslation } from '@portal/shared/i18n';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { enableTotp, setupTotp } from '../../api/auth';
import type { CodeBody, TotpSetup } from '../../api/staff-auth-types';
import { Field } from '../../components/Field';
import * as styles from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { totpChecks } from '../../lib/checks';

/** The QR code drawn in the browser (the secret never leaves it for an image service), and the key to type instead. */
function TotpCode({ setup }: { setup: TotpSetup }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) toCanvas(canvas.current, setup.otpauthUri, { width: 200, margin: 1 }).catch(() => undefined);
  }, [setup.otpauthUri]);
  return (
    <div>
      <p>{t('totp.scan')}</p>
      <canvas ref={canvas} className={styles.qr} role="img" aria-label={t('totp.qr')} width={200} height={200} />
      <p className={`${styles.label} ${styles.secretLabel}`}>{t('totp.secret')}</p>
      <p className={styles.secret} data-testid="totp-secret">
        {setup.secret}
      </p>
    </div>
  );
}

/** TOTP: the server makes a secret, the member adds it to an app and proves it with a code; recovery codes follow. */
export function TotpEnrolment({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useCheckedForm<CodeBody>({ defaultValues: { code: '' }, problemOf: (values) => firstProblem(totpChecks(t('totp.codeRule')), values) });
  const { errors, isSubmitting } = form.formState;

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await setupTotp());
    } catch {
      // The client has shown why; the button stays to try again.
    } finally {
      setStarting(false);
    }
  };
  const send = async ({ code }: CodeBody) => {
    try {
      onEnrolled((await enableTotp({ code: code.trim() })).recoveryCodes);
    } catch (failure) {
      const text = failureText(failure, t('totp.failed'));
      if (text) form.setError('code', { message: text });
    }
  };

  if (!setup) {
    return (
      <button type="button" className={styles.button} onClick={() => void start()} disabled={starting}>
        {t('totp.start')}
      </button>
    );
  }
  return (
    <div className={styles.form}>
      <TotpCode setup={setup} />
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field label={t('totp.code')} inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} error={errors.code?.message} />
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {t('totp.enable')}
        </button>
      </form>
    </div>
  );
}
