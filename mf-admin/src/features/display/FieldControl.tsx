import type { DisplayField } from '@portal/contracts/display-collections';
import { useWatch, type CheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { domIdOf, pathOf, type CollectionValues } from './collection-values';
import { MediaField } from './MediaField';

export type DisplayForm = CheckedForm<CollectionValues>;

interface FieldControlProps {
  form: DisplayForm;
  formId: string;
  index: number;
  field: Exclude<DisplayField, { kind: 'text3' | 'richText3' }>;
  label: string;
  hint?: string;
  /** The options' words (`Secondary school contest` for group 1). */
  optionLabel: (option: string | number) => string;
}

/** The error of a path, read from react-hook-form's nested errors. */
export function errorAt(form: DisplayForm, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * One field of an item that is not a text per language, drawn by its descriptor's kind: a select, a whole number, an
 * address, a key, a day, a checkbox, or a library image. Labelled, hinted, and with its problem beside it.
 */
export function FieldControl({ form, formId, index, field, label, hint, optionLabel }: FieldControlProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const path = pathOf(index, field.name);
  const id = domIdOf(formId, path);
  const error = errorAt(form, path);
  const value = useWatch({ control: form.control, name: path });

  if (field.kind === 'mediaId') {
    return (
      <MediaField
        id={id}
        label={label}
        value={typeof value === 'number' ? value : null}
        required={field.required}
        error={error}
        onChange={(next) => form.setValue(path, next, { shouldDirty: true })}
      />
    );
  }
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const extra = <FieldNotes id={id} hint={hint} error={error} />;
  if (field.kind === 'boolean') {
    return (
      <div className={admin.field}>
        <label className={admin.check}>
          <input type="checkbox" {...common} {...form.register(path)} />
          <span>{label}</span>
        </label>
        {extra}
      </div>
    );
  }
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        {label}
        {!field.required && <span className={admin.muted}>{t('display.optional')}</span>}
      </label>
      {field.kind === 'select' ? (
        <select className={admin.select} {...common} {...form.register(path)}>
          {field.options.map((option) => (
            <option key={option} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          className={admin.input}
          {...common}
          type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'text' : field.kind === 'url' ? 'url' : 'text'}
          // A whole number typed as text: the rules say what is wrong with it, where the browser's number input would
          // silently drop what is not a number.
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          {...form.register(path)}
        />
      )}
      {extra}
    </div>
  );
}

/** A field's hint and its problem under it, with the ids its control's aria-describedby names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={admin.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={admin.error}>
          {error}
        </p>
      )}
    </>
  );
}
