import { useEffect, useId, useState } from 'react';
import type { AdminDisplayCollection } from '@portal/contracts/admin-display';
import type { DisplayCollection, DisplayIssue } from '@portal/contracts/display-collections';
import { ApiError } from '@portal/shared/api';
import { failureText, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { useUnsavedWarning } from '../../hooks/use-unsaved-warning';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { fetchCollection, saveCollection } from './api';
import {
  blankItem,
  collectionProblem,
  domIdOf,
  issueOfRefusal,
  itemsOf,
  pathOf,
  specOf,
  valuesOf,
  type CollectionValues,
  type DisplayTexts,
  type FormItem,
} from './collection-values';
import { ItemEditor, type ItemAction } from './ItemEditor';
import * as styles from './display.module.css';

interface CollectionFormProps {
  collection: DisplayCollection;
  /** The collection as last read or saved: its version is what a save is made against. */
  stored: AdminDisplayCollection;
  onSaved: (next: AdminDisplayCollection) => void;
  /** Reads the saved collection again (after another editor saved): this form's changes are dropped. */
  onReload: () => void;
}

/** Whether someone saved the collection since `version` was read (an unreadable answer counts as moved: reload). */
async function versionMoved(collection: DisplayCollection, version: number): Promise<boolean> {
  try {
    return (await fetchCollection(collection, new AbortController().signal)).version !== version;
  } catch {
    return true;
  }
}

/** Focuses a form path's control; in a hidden language tab, that tab is shown first. */
function focusPath(formId: string, path: string): void {
  const element = document.getElementById(domIdOf(formId, path));
  if (!element) return;
  const panel = element.closest<HTMLElement>('[role="tabpanel"][hidden]');
  if (panel) document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel.id}"]`)?.click();
  requestAnimationFrame(() => element.focus());
}

/**
 * One collection's editor, drawn from the contract's field descriptors (one form for every collection): its items in
 * order — added, moved up or down, removed — each field as its kind asks. The contract's rules are checked first, in
 * the server's order, beside their field; the whole list is then saved against the version read. A refusal the server
 * still gives shows beside its item's field when the server names it, above the button otherwise; a save after
 * someone else's (409) offers the saved version. Leaving with unsaved changes asks.
 */
export function CollectionForm({ collection, stored, onSaved, onReload }: CollectionFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const formId = useId().replace(/:/g, '');
  const spec = specOf(collection);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const texts: DisplayTexts = {
    where: (issue: DisplayIssue) => {
      const field = t(`display.field.${collection}.${issue.field}`);
      const named = issue.language ? t('display.inLanguage', { field, language: t(`display.language.${issue.language}`) }) : field;
      return spec.maxItems === 1 ? named : t('display.inItem', { field: named, item: t(`display.item.${collection}`, { n: issue.index + 1 }) });
    },
    problem: (problem, values) => t(`display.problem.${problem}`, values),
  };
  const form = useCheckedForm<CollectionValues>({ defaultValues: valuesOf(collection, stored.items), problemOf: (values) => collectionProblem(collection, values, texts) });
  // The list is changed as a whole through the form's own setValue: each place (item N) keeps its inputs, which take
  // the values moved into it. react-hook-form's useFieldArray would do it with keys, but exported from
  // @portal/shared/form it rides along (5.6 KB) on every public page with a form (docs/adr/0019: shared whole).
  const [count, setCount] = useState(stored.items.length);
  // Counts the list's changes: a rich-text editor, which reads its value once, starts again from the moved value.
  const [generation, setGeneration] = useState(0);
  const { isDirty, isSubmitting, errors } = form.formState;
  const { reset } = form;
  // A new version (this editor's save, or the saved one loaded again) is what the form holds from then on. The same
  // version read again (the page reads it again in another language) leaves what is being typed alone.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the version, not by the answer's identity
  useEffect(() => reset(valuesOf(collection, stored.items)), [stored.version, reset]);
  const [countedVersion, setCountedVersion] = useState(stored.version);
  if (countedVersion !== stored.version) {
    // The new version's length, set while rendering (React's pattern for state that follows a prop).
    setCountedVersion(stored.version);
    setCount(stored.items.length);
  }
  const replaceItems = (items: FormItem[]) => {
    // A problem shown beside a field belongs to the item that was there: the next save checks again.
    form.clearErrors();
    form.setValue('items', items, { shouldDirty: true });
    setCount(items.length);
    setGeneration((n) => n + 1);
  };

  useUnsavedWarning(isDirty, {
    title: t('display.leaveTitle'),
    message: t('display.leaveMessage'),
    confirmLabel: t('display.leave'),
    cancelLabel: t('display.stay'),
  });

  const ordered = spec.maxItems > 1;
  const act = (index: number, action: ItemAction) => {
    setSaved(null);
    const items = [...form.getValues('items')];
    if (action === 'remove') {
      items.splice(index, 1);
      replaceItems(items);
      // The focus goes to the item that took its place, or the one before, or the add button.
      const next = Math.min(index, items.length - 1);
      requestAnimationFrame(() => document.getElementById(next >= 0 ? `${formId}-item-${next}` : `${formId}-add`)?.focus());
      return;
    }
    const to = action === 'up' ? index - 1 : index + 1;
    [items[index], items[to]] = [items[to]!, items[index]!];
    replaceItems(items);
    // The focus follows the item to its new place; at the top or bottom its other move button takes it.
    const atEdge = (action === 'up' && to === 0) || (action === 'down' && to === items.length - 1);
    requestAnimationFrame(() => document.getElementById(`${formId}-item-${to}-${atEdge ? (action === 'up' ? 'down' : 'up') : action}`)?.focus());
  };
  const add = () => {
    setSaved(null);
    const index = count;
    replaceItems([...form.getValues('items'), blankItem(collection)]);
    requestAnimationFrame(() => document.getElementById(`${formId}-item-${index}`)?.focus());
  };

  const send = async (values: CollectionValues) => {
    setRefusal(null);
    try {
      const next = await saveCollection(collection, { version: stored.version, items: itemsOf(collection, values) as unknown as Record<string, unknown>[] });
      setConflict(null);
      setSaved(next.version);
      onSaved(next);
    } catch (failure) {
      // 409 is also the server's word for a conflict with other records (a topic registrations chose, an image gone
      // from the library): a stale save is the one where the collection's version moved meanwhile.
      if (failure instanceof ApiError && failure.status === 409 && (await versionMoved(collection, stored.version))) {
        setConflict(failure.message || t('display.conflict'));
        return;
      }
      const text = failureText(failure, t('display.saveFailed'));
      if (!text) return;
      // The server names the item and field it refused: the text goes beside that field, as the form's own checks do.
      const place = failure instanceof ApiError ? issueOfRefusal(failure.envelope?.data) : null;
      if (place && place.index < count) {
        const path = pathOf(place.index, place.field, place.language);
        form.setError(path, { type: 'server', message: text });
        focusPath(formId, path);
      } else setRefusal(text);
    }
  };

  const reloadSaved = async () => {
    const sure = !isDirty || (await confirm({ title: t('display.reloadTitle'), message: t('display.reloadMessage'), confirmLabel: t('display.reload'), cancelLabel: t('display.stay') }));
    if (!sure) return;
    setConflict(null);
    setRefusal(null);
    onReload();
  };

  const listProblem = errors.items?.message ?? errors.items?.root?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send, { focus: (path) => focusPath(formId, path) })(event)} noValidate aria-busy={isSubmitting}>
      {count === 0 && <p className={admin.muted}>{t('display.empty')}</p>}
      <ol className={styles.items}>
        {Array.from({ length: count }, (_, index) => (
          // Keyed by place: item N's inputs stay and show whatever item is N now.
          <li key={index}>
            <ItemEditor
              collection={collection}
              form={form}
              formId={formId}
              index={index}
              count={count}
              generation={generation}
              ordered={ordered}
              mayRemove={count > spec.minItems}
              onAction={(action) => act(index, action)}
            />
          </li>
        ))}
      </ol>
      {ordered && (
        <div className={admin.row}>
          <button type="button" id={`${formId}-add`} className={admin.secondary} onClick={add} disabled={count >= spec.maxItems} aria-describedby={`${formId}-count`}>
            {t(`display.add.${collection}`)}
          </button>
          <span id={`${formId}-count`} className={admin.muted}>
            {t('display.count', { count, max: spec.maxItems })}
          </span>
        </div>
      )}
      {listProblem && <p className={admin.error}>{listProblem}</p>}
      <div className={styles.bar}>
        {conflict !== null && (
          <div role="alert" className={styles.refusal}>
            <p>
              <strong>{t('display.conflictTitle')}</strong> {conflict}
            </p>
            <button type="button" className={admin.secondary} onClick={() => void reloadSaved()}>
              {t('display.loadSaved')}
            </button>
          </div>
        )}
        {refusal && (
          <div role="alert" className={styles.refusal}>
            <p>{refusal}</p>
          </div>
        )}
        <div className={admin.row}>
          <button type="submit" className={admin.button} disabled={isSubmitting || conflict !== null}>
            {t('display.save')}
          </button>
          <span role="status" className={isDirty && !isSubmitting ? styles.unsaved : styles.saved}>
            {isSubmitting ? t('display.saving') : isDirty ? t('display.unsaved') : saved === stored.version ? t('display.saved', { version: stored.version }) : ''}
          </span>
        </div>
      </div>
    </form>
  );
}
