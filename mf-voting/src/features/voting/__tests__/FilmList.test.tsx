import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@portal/shared/testing';
import { setupVotingApi, startVisit, votingApi } from '../../../testing/voting-api';
import VotingPage from '../VotingPage';

// The film cards of the vote (issue 11, point 4): poster, title and school, and a player for films whose file is
// configured, which never touches the choice.
const t = setupVotingApi();

function open(device: 'pc' | 'mobile' = 'pc') {
  return renderPage(<VotingPage device={device} />, device === 'pc' ? '/pc/secondCompetition' : '/mobile/vote');
}

test("each film shows its poster, named by the film's title, with its size reserved; those of the first screen load at once", async () => {
  startVisit({ language: 'en' });
  t.server.use(votingApi());
  open();
  const poster = await screen.findByRole('img', { name: 'Film 3' });
  expect(poster).toHaveAttribute('src', '/media/posters/film-3.png');
  expect(poster).toHaveAttribute('width', '640');
  expect(poster).toHaveAttribute('height', '360');
  // Every film but no. 15 (no poster configured: an empty frame, not announced) has one.
  const posters = within(screen.getByTestId('films')).getAllByRole('img');
  expect(posters).toHaveLength(14);
  // Whatever the visitor's order: the first three cards' posters at once (the first, the page's largest image, with
  // high priority), every later one only when near.
  const cardPosters = within(screen.getByTestId('films'))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('img'));
  cardPosters.forEach((img, index) => {
    if (!img) return;
    expect(img.getAttribute('loading')).toBe(index < 3 ? null : 'lazy');
    expect(img.getAttribute('fetchpriority')).toBe(index === 0 ? 'high' : index < 3 ? 'auto' : null);
  });
  expect(screen.queryByRole('img', { name: 'Film 15' })).not.toBeInTheDocument();
});

test("each film is a radio named by its title and described by its school and team", async () => {
  startVisit({ language: 'en' });
  t.server.use(votingApi());
  open('mobile');
  const radio = await screen.findByRole('radio', { name: 'Film 7' });
  expect(radio).toHaveAccessibleDescription('School 7 Team: Team 7');
  expect(screen.getAllByRole('radio')).toHaveLength(15);
});

test('only films with a file have a watch button; it opens a player with that film, and the choice stays', async () => {
  startVisit({ language: 'en' });
  t.server.use(votingApi());
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('radio', { name: 'Film 3' }));
  expect(screen.getAllByRole('button', { name: /^Watch the film/ }).map((button) => button.getAttribute('aria-label'))).toEqual(
    expect.arrayContaining(['Watch the film: Film 5', 'Watch the film: Film 10']),
  );
  expect(screen.getAllByRole('button', { name: /^Watch the film/ })).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Watch the film: Film 5' }));
  const player = screen.getByRole('dialog', { name: 'Film 5' });
  const video = player.querySelector('video');
  expect(video).toHaveAttribute('src', '/media/finalists/film-5.mp4');
  expect(video).toHaveAttribute('poster', '/media/posters/film-5.png');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'none');

  // Using the player (clicks and keys on the video) does not move the choice to the film being watched.
  await user.click(video as HTMLVideoElement);
  await user.keyboard(' ');
  expect(screen.getByRole('radio', { name: 'Film 3' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Film 5' })).not.toBeChecked();

  await user.click(within(player).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Film 3' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Film 5' })).not.toBeChecked();
});

test('outside the voting window the films can still be watched, in the visitor\'s language', async () => {
  startVisit({ votingOpen: false });
  t.server.use(votingApi());
  const user = userEvent.setup();
  open('mobile');
  await user.click(await screen.findByRole('button', { name: '觀看短片：Film 10' }));
  expect(screen.getByRole('dialog', { name: 'Film 10' }).querySelector('video')).toHaveAttribute('src', '/media/finalists/film-10.mp4');
  expect(screen.getByRole('button', { name: '關閉' })).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
