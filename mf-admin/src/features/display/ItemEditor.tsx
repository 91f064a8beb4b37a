import type { DisplayCollection, DisplayField, RichText3Field, Text3Field } from '@portal/contracts/display-collections';
import { useWatch } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { fieldsOf, pathOf } from './collection-values';
import { FieldControl, type DisplayForm } from './FieldControl';
import { ItemLanguages } from './ItemLanguages';
import * as styles from './display.module.css';

export type ItemAction = 'up' | 'down' | 'remove';

interface ItemEditorProps {
  collection: DisplayCollection;
  form: DisplayForm;
  formId: string;
  index: number;
  count: number;
  /** Moves since the form was made (rich-text editors start again from their place's new value). */
  generation: number;
  /** A list of exactly one item (the introduction, the live stream) has no order to change. */
  ordered: boolean;
  mayRemove: boolean;
  onAction: (action: ItemAction) => void;
}

const isLanguageField = (field: DisplayField): field is Text3Field | RichText3Field => field.kind === 'text3' || field.kind === 'richText3';

/**
 * One item of a collection, every field drawn from the contract's descriptors: the plain fields first (selects,
 * images, addresses…), then the texts in the three languages. Its heading says which item it is, and its buttons move
 * it up or down or remove it (each named with the item, for a screen reader's list of buttons).
 */
export function ItemEditor({ collection, form, formId, index, count, generation, ordered, mayRemove, onAction }: ItemEditorProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const fields = fieldsOf(collection);
  const label = (field: string) => t(`display.field.${collection}.${field}`);
  const hintKey = (field: string) => `display.hint.${collection}.${field}`;
  const hint = (field: string) => {
    const text = t(hintKey(field), { defaultValue: '' });
    return text === '' || text === hintKey(field) ? undefined : text;
  };
  // The heading names the item by its first text (a judge's name, a prize's title) in the page's language.
  const firstText = fields.find((field) => field.kind === 'text3');
  const summary = useWatch({ control: form.control, name: firstText ? pathOf(index, firstText.name, language) : pathOf(index, fields[0]!.name) });
  const name = t(`display.item.${collection}`, { n: index + 1 });
  const headingId = `${formId}-item-${index}`;
  const plain = fields.filter((field): field is Exclude<DisplayField, { kind: 'text3' | 'richText3' }> => !isLanguageField(field));
  const texts = fields.filter(isLanguageField);
  const action = (kind: ItemAction, text: string, disabled: boolean) => (
    <button
      type="button"
      id={`${headingId}-${kind}`}
      className={admin.secondary}
      disabled={disabled}
      onClick={() => onAction(kind)}
    >
      {text}
      {/* The item's name completes the visible words for a screen reader's list of buttons ("Move up (Slide 2)"). */}
      <span className={styles.visuallyHidden}>{` (${name})`}</span>
    </button>
  );

  return (
    <div className={styles.item} role="group" aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <h3 id={headingId} className={styles.itemTitle} tabIndex={-1}>
          {name}
          {firstText && typeof summary === 'string' && summary.trim() !== '' && <span className={styles.itemSummary}>{` — ${summary.trim()}`}</span>}
        </h3>
        {ordered && (
          <div className={styles.itemActions}>
            {action('up', t('display.up'), index === 0)}
            {action('down', t('display.down'), index === count - 1)}
            {action('remove', t('display.remove'), !mayRemove)}
          </div>
        )}
      </div>
      {plain.length > 0 && (
        <div className={styles.plain}>
          {plain.map((field) => (
            <FieldControl
              key={field.name}
              form={form}
              formId={formId}
              index={index}
              field={field}
              label={label(field.name)}
              hint={hint(field.name)}
              optionLabel={(option) => t(`display.option.${collection}.${field.name}.${option}`)}
            />
          ))}
        </div>
      )}
      {texts.length > 0 && <ItemLanguages form={form} formId={formId} index={index} generation={generation} fields={texts} label={label} hint={(field) => hint(field.name)} />}
    </div>
  );
}
