/** Words too common to tell posts apart. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do for from has have how in is it its of on or our the this that to was ' +
    'what when where which who why will with you your about into more most not than their them they these ' +
    'those we us also after before over under'
  ).split(' '),
);

function wordsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (word) => word.length > 2 && !STOP_WORDS.has(word),
    ),
  );
}

interface Comparable {
  id: number;
  title: string;
  excerpt: string;
}

/**
 * Up to `limit` posts closest to `post` by the words their titles and excerpts share (a title word counts
 * double); ties, and the places no post shares a word for, go to the newest (candidates come newest first).
 */
export function relatedPosts<Candidate extends Comparable>(
  post: Comparable,
  candidates: readonly Candidate[],
  limit: number,
): Candidate[] {
  const titleWords = wordsOf(post.title);
  const allWords = new Set([...titleWords, ...wordsOf(post.excerpt)]);
  const scored = candidates.map((candidate, order) => {
    let score = 0;
    for (const word of wordsOf(`${candidate.title} ${candidate.excerpt}`))
      if (allWords.has(word)) score += titleWords.has(word) ? 2 : 1;
    return { candidate, score, order };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map(({ candidate }) => candidate);
}
