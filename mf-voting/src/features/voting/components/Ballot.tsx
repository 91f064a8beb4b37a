import { useState } from 'react';
import type { Finalist, VoteReceipt } from '@portal/shared/contracts';
import { FilmList } from './FilmList';
import { VoteForm } from './VoteForm';

interface BallotProps {
  films: readonly Finalist[];
  open: boolean;
  onVoted: (receipt: VoteReceipt, film: Finalist | null) => void;
}

/** The film list and, while the window is open, the choice and the form that casts the vote. */
export function Ballot({ films, open, onVoted }: BallotProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  if (!open) return <FilmList films={films} chosen={null} />;
  const film = films.find((candidate) => candidate.id === chosen) ?? null;
  return (
    <>
      <FilmList films={films} chosen={chosen} onChoose={setChosen} />
      <VoteForm film={film} onVoted={(receipt) => onVoted(receipt, film)} />
    </>
  );
}
