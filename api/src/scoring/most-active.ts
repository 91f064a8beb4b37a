// Secondary school's most-active-school award (SPEC §9 names it, not its rule; ADR 0015): the school whose teams
// submitted the most films in the season. Schools are typed by the teams, so names are compared folded (NFKC,
// spaces collapsed, case ignored). Ties go to the school that reached its count first (its last film came
// earlier), then to the folded name, so the answer never depends on the order rows come back in.

export interface SubmittedFilm {
  school: string;
  submittedAt: string;
}

export interface MostActiveSchool {
  school: string;
  films: number;
}

export function schoolKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function mostActiveSchool(films: SubmittedFilm[]): MostActiveSchool | null {
  const schools = new Map<string, { name: string; first: string; last: string; films: number }>();
  for (const film of films) {
    const key = schoolKey(film.school);
    if (key === '') continue;
    const entry = schools.get(key);
    if (!entry) {
      schools.set(key, { name: film.school.trim(), first: film.submittedAt, last: film.submittedAt, films: 1 });
      continue;
    }
    entry.films += 1;
    // The spelling shown is the one of the school's earliest film.
    if (film.submittedAt < entry.first) Object.assign(entry, { first: film.submittedAt, name: film.school.trim() });
    if (film.submittedAt > entry.last) entry.last = film.submittedAt;
  }
  const [best] = [...schools.entries()].sort(
    ([keyA, a], [keyB, b]) => b.films - a.films || a.last.localeCompare(b.last) || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
  );
  return best ? { school: best[1].name, films: best[1].films } : null;
}
