import { describe, expect, it } from 'vitest';
import { defaultSubtitleTrack, playableTracks, subtitleCrossOrigin } from './subtitle-tracks';

const track = (
  language: string,
  url: string | null = `https://studio.example/${language}.vtt`,
) => ({
  uuid: `track-${language}`,
  language,
  label: language,
  url,
});

describe('defaultSubtitleTrack', () => {
  const tracks = [track('en'), track('es'), track('pt-BR')];

  it('takes the first preferred language that has a track, exact tag first', () => {
    expect(defaultSubtitleTrack(tracks, ['fr', 'es', 'en'])?.language).toBe('es');
    expect(defaultSubtitleTrack(tracks, ['pt-BR', 'en'])?.language).toBe('pt-BR');
  });

  it('matches a language whose region differs, either way round', () => {
    expect(defaultSubtitleTrack(tracks, ['es-MX'])?.language).toBe('es');
    expect(defaultSubtitleTrack(tracks, ['pt'])?.language).toBe('pt-BR');
    expect(defaultSubtitleTrack(tracks, ['EN-gb'])?.language).toBe('en');
  });

  it('prefers the exact tag over an earlier track of the same language', () => {
    expect(defaultSubtitleTrack([track('en'), track('en-GB')], ['en-GB'])?.language).toBe('en-GB');
  });

  it('shows none when no preferred language has a track', () => {
    expect(defaultSubtitleTrack(tracks, ['fr', 'de'])).toBeNull();
    expect(defaultSubtitleTrack(tracks, [])).toBeNull();
    expect(defaultSubtitleTrack([], ['en'])).toBeNull();
  });
});

describe('playableTracks and subtitleCrossOrigin', () => {
  it('keep only tracks with a file, and ask CORS only when there is one', () => {
    const tracks = [track('en', null), track('es')];
    expect(playableTracks(tracks).map((each) => each.language)).toEqual(['es']);
    expect(subtitleCrossOrigin(tracks)).toEqual({ crossOrigin: 'anonymous' });
    expect(subtitleCrossOrigin([track('en', null)])).toEqual({});
    expect(subtitleCrossOrigin([])).toEqual({});
  });
});
