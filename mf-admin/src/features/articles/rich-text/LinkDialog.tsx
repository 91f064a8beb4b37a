import type { FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Editor } from '@tiptap/react';
import { useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { Field } from '../../../components/Field';
import * as admin from '../../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../../i18n/translations';
import { hrefProblem } from './href-problem';
import * as styles from './editor.module.css';

interface LinkValues {
  href: string;
}

/**
 * The address of the link at the cursor (or of the selected text): only what the rules accept (https, http, mailto,
 * tel, a path of this site), and when one is refused, why. With nothing selected, the address becomes the link's text.
 */
export default function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const current = editor.getAttributes('link').href as unknown;
  const existing = typeof current === 'string' ? current : '';
  const form = useCheckedForm<LinkValues>({
    defaultValues: { href: existing },
    problemOf: ({ href }) => {
      const problem = hrefProblem(href.trim());
      return problem ? { field: 'href', text: t(`articles.link.problem.${problem.kind}`, problem.values) } : null;
    },
  });
  const { errors } = form.formState;

  const apply = ({ href }: LinkValues) => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  // The dialog is drawn outside the article's form, but React passes its submit up to that form: stop it here.
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.onSubmit(apply)(event);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          // Back to the text, where the link was made (the toolbar button or Mod-K opened this).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor.commands.focus();
          }}
        >
          <Dialog.Title className={admin.title}>{t(existing ? 'articles.link.editTitle' : 'articles.link.title')}</Dialog.Title>
          <Dialog.Description className={admin.hint}>{t('articles.link.rule')}</Dialog.Description>
          <form className={admin.form} onSubmit={submit} noValidate>
            <Field label={t('articles.link.href')} autoComplete="off" spellCheck={false} inputMode="url" {...form.register('href')} error={errors.href?.message} />
            <div className={admin.row}>
              <button type="submit" className={admin.button}>
                {t('articles.link.apply')}
              </button>
              {existing && (
                <button type="button" className={admin.secondary} onClick={remove}>
                  {t('articles.link.remove')}
                </button>
              )}
              <Dialog.Close asChild>
                <button type="button" className={admin.secondary}>
                  {t('articles.cancel')}
                </button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
