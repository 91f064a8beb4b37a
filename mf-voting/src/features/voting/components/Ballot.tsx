import type { Finalist, VoteReceipt } from '@portal/shared/contracts';
import { firstProblem, useCheckedForm, useWatch } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import { useContactPolicy } from '../use-contact-policy';
import { NO_VOTE, voteChecks, type VoteValues } from '../vote-checks';
import { FilmList } from './FilmList';
import { VoteForm } from './VoteForm';

interface BallotProps {
  films: readonly Finalist[];
  open: boolean;
  onVoted: (receipt: VoteReceipt, film: Finalist | null) => void;
}

/** The film list and, while the window is open, the form that casts the vote: the chosen film is one of its values. */
export function Ballot({ films, open, onVoted }: BallotProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const contacts = useContactPolicy(open);
  const checks = voteChecks(
    contacts === 'phone'
      ? { contactRequired: t('voting.contactPhoneRequired'), phoneOnly: t('voting.phoneOnly'), pickFirst: t('voting.pickFirst') }
      : { contactRequired: t('voting.contactRequired'), pickFirst: t('voting.pickFirst') },
  );
  const form = useCheckedForm<VoteValues>({ defaultValues: NO_VOTE, problemOf: (values) => firstProblem(checks, values) });
  const chosen = useWatch({ control: form.control, name: 'film' });
  if (!open) return <FilmList films={films} chosen={null} />;
  const film = films.find((candidate) => candidate.id === chosen) ?? null;
  return (
    <>
      <FilmList films={films} chosen={chosen} onChoose={(id) => form.setValue('film', id)} />
      <VoteForm film={film} form={form} checks={checks} contacts={contacts} onVoted={(receipt) => onVoted(receipt, film)} />
    </>
  );
}
