/** Plain-text helpers of the extractive engine: sentences, words, stop words. */

// Common English words that say nothing about a video's subject, plus filler of spoken text.
const STOP_WORDS = new Set(
  `a about above after again against all almost also am an and any are aren't around as at be
  because been before being below between both but by can can't cannot could couldn't did didn't
  do does doesn't doing don't down during each even ever every few for from further get gets
  getting go goes going gonna got had hadn't has hasn't have haven't having he he'd he'll he's her
  here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it
  it's its itself just know let let's like make makes many may me might more most much must
  mustn't my myself need never no nor not now of off often on once one only or other ought our
  ours ourselves out over own really right said same say says see she she'd she'll she's should
  shouldn't so some something still such take than that that's the their theirs them themselves
  then there there's these they they'd they'll they're they've thing things think this those
  though through to today too two under until up upon us very want was wasn't way we we'd we'll
  we're we've well were weren't what what's when when's where where's which while who who's whom
  why why's will with within without won't would wouldn't yeah yes yet you you'd you'll you're
  you've your yours yourself yourselves okay oh uh um actually maybe lot lots kind sort every
  everyone everything come comes came went back first next last new good great little big`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Sentences of running text; a line break ends one too (transcripts often lack full stops). */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s*\n+\s*/g, '\n')
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[A-Za-z]/.test(sentence));
}

/** Lower-case words, apostrophes kept ("don't"), curly ones made straight. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z][a-z']*[a-z]|[a-z]/g) ?? []
  );
}

/** The words that carry meaning: no stop words, at least three letters, no possessive 's. */
export function contentWords(text: string): string[] {
  return words(text)
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length >= 3 && !isStopWord(word));
}

export function titleCase(phrase: string): string {
  return phrase.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** At most `limit` characters, cut at a word with an ellipsis when it had to be cut. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}
