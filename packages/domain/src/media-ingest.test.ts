import { describe, expect, it } from 'vitest';
import {
  checkIngest,
  describeAspectRatio,
  nominalFrameRate,
  uploadErrorOf,
  type ProbedMediaFacts,
} from './media-ingest';
import { libraryLadderRungs, meetsPlanRequirement } from './plans';

/** A 20-second 720p30 MP4 with a 2 s keyframe interval and stereo AAC: every rule holds. */
function goodFile(changes: Partial<ProbedMediaFacts> = {}): ProbedMediaFacts {
  return {
    sizeBytes: 5_000_000,
    majorBrand: 'isom',
    durationSeconds: 20,
    videoTracks: [
      {
        codec: 'h264',
        width: 1280,
        height: 720,
        sampleAspectRatio: 1,
        frameRate: 30,
        constantFrameRate: true,
        progressive: true,
        bitrateBitsPerSecond: 2_500_000,
      },
    ],
    audioTracks: [{ codec: 'aac', sampleRate: 48_000, channels: 2, bitrateBitsPerSecond: 128_000 }],
    keyframeTimes: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18],
    ...changes,
  };
}

const rulesOf = (facts: ProbedMediaFacts, allow4k = false) =>
  checkIngest(facts, { allow4k }).map((problem) => problem.rule);

describe('upload ingest rules (spec sections 5 and 9)', () => {
  it('accepts a file that keeps every rule', () => {
    expect(checkIngest(goodFile())).toEqual([]);
  });

  it('refuses an empty file with NO_FILE and stops there', () => {
    const problems = checkIngest(goodFile({ sizeBytes: 0, videoTracks: [] }));
    expect(problems).toHaveLength(1);
    expect(uploadErrorOf(problems)).toBe('NO_FILE');
  });

  it('refuses more than 64 GB and more than 12 hours with FILE_SIZE', () => {
    const problems = checkIngest(
      goodFile({ sizeBytes: 64 * 1024 ** 3 + 1, durationSeconds: 13 * 3600 }),
    );
    expect(problems.map((problem) => [problem.rule, problem.code])).toEqual([
      ['maxSize', 'FILE_SIZE'],
      ['maxDuration', 'FILE_SIZE'],
    ]);
  });

  it('refuses a QuickTime file renamed .mp4, naming the container found', () => {
    const [problem, ...others] = checkIngest(goodFile({ majorBrand: 'qt  ' }));
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ rule: 'container', code: 'FILE_TYPE', found: 'QuickTime' });
  });

  it('refuses a file without audio', () => {
    expect(rulesOf(goodFile({ audioTracks: [] }))).toEqual(['audioPresent']);
  });

  it('refuses 4:3 and names the ratio found', () => {
    const facts = goodFile();
    facts.videoTracks[0] = { ...facts.videoTracks[0]!, width: 640, height: 480 };
    const [problem] = checkIngest(facts);
    expect(problem).toMatchObject({ rule: 'aspectRatio', found: '4:3' });
    expect(problem?.message).toContain('4:3');
  });

  it('takes the pixel aspect ratio into account (anamorphic 16:9)', () => {
    const facts = goodFile();
    facts.videoTracks[0] = {
      ...facts.videoTracks[0]!,
      width: 1440,
      height: 1080,
      sampleAspectRatio: 4 / 3,
    };
    expect(checkIngest(facts)).toEqual([]);
  });

  it('refuses other codecs, interlacing, variable or unusual frame rates, several video tracks', () => {
    const track = goodFile().videoTracks[0]!;
    expect(rulesOf(goodFile({ videoTracks: [{ ...track, codec: 'hevc' }] }))).toEqual([
      'videoCodec',
    ]);
    expect(rulesOf(goodFile({ videoTracks: [{ ...track, progressive: false }] }))).toEqual([
      'progressive',
    ]);
    expect(rulesOf(goodFile({ videoTracks: [{ ...track, constantFrameRate: false }] }))).toEqual([
      'constantFrameRate',
    ]);
    expect(rulesOf(goodFile({ videoTracks: [{ ...track, frameRate: 50 }] }))).toEqual([
      'frameRate',
    ]);
    expect(rulesOf(goodFile({ videoTracks: [track, track] }))).toEqual(['oneVideoTrack']);
  });

  it('accepts the NTSC variants of the allowed frame rates', () => {
    expect(nominalFrameRate(29.97)).toBe(30);
    expect(nominalFrameRate(23.976)).toBe(24);
    expect(nominalFrameRate(59.94)).toBe(60);
    expect(nominalFrameRate(48)).toBeNull();
  });

  it('allows 1080p, and 2160p only where 4K is allowed', () => {
    const track = goodFile().videoTracks[0]!;
    const uhd = goodFile({ videoTracks: [{ ...track, width: 3840, height: 2160 }] });
    expect(rulesOf(uhd)).toEqual(['resolution']);
    expect(rulesOf(uhd, true)).toEqual([]);
  });

  it('applies the stricter bitrate readings', () => {
    const track = goodFile().videoTracks[0]!;
    expect(
      rulesOf(goodFile({ videoTracks: [{ ...track, bitrateBitsPerSecond: 9_000_000 }] })),
    ).toEqual(['videoBitrate']);
    expect(
      rulesOf(
        goodFile({ videoTracks: [{ ...track, frameRate: 60, bitrateBitsPerSecond: 9_000_000 }] }),
      ),
    ).toEqual([]);
    const sound = goodFile().audioTracks[0]!;
    expect(
      rulesOf(
        goodFile({ audioTracks: [{ ...sound, channels: 1, bitrateBitsPerSecond: 256_000 }] }),
      ),
    ).toEqual(['audioBitrate']);
    expect(
      rulesOf(
        goodFile({ audioTracks: [{ ...sound, channels: 6, bitrateBitsPerSecond: 448_000 }] }),
      ),
    ).toEqual(['audioBitrate']);
  });

  it('refuses other audio codecs, sample rates and more than 16 channels', () => {
    const sound = goodFile().audioTracks[0]!;
    expect(
      rulesOf(
        goodFile({
          audioTracks: [
            { codec: 'mp3', sampleRate: 44_100, channels: 17, bitrateBitsPerSecond: null },
          ],
        }),
      ),
    ).toEqual(['audioCodec', 'audioSampleRate', 'audioChannels']);
    expect(rulesOf(goodFile({ audioTracks: [sound, sound] }))).toEqual([]);
  });

  it('checks the keyframe interval and its consistency', () => {
    expect(rulesOf(goodFile({ keyframeTimes: [0, 4, 8, 12, 16] }))).toEqual(['keyframeInterval']);
    expect(rulesOf(goodFile({ keyframeTimes: [0, 0.25, 2, 4] }))).toEqual(['keyframeInterval']);
    expect(rulesOf(goodFile({ keyframeTimes: [0, 1, 2, 3, 6, 7] }))).toEqual([
      'keyframeConsistency',
    ]);
    expect(rulesOf(goodFile({ keyframeTimes: [0], durationSeconds: 10 }))).toEqual([
      'keyframeInterval',
    ]);
    expect(rulesOf(goodFile({ keyframeTimes: [0], durationSeconds: 3 }))).toEqual([]);
  });

  it('describes aspect ratios by name', () => {
    expect(describeAspectRatio(1920, 1080)).toBe('16:9');
    expect(describeAspectRatio(1080, 1080)).toBe('1:1');
    expect(describeAspectRatio(1000, 300)).toBe('3.33:1');
  });
});

describe('On Demand plan gate and ladder', () => {
  const plans = (vodPlanId: string | null) => ({
    webPlanId: null,
    vodPlanId,
    multisitePlanId: null,
  });
  it('needs any On Demand plan', () => {
    expect(meetsPlanRequirement(plans('library-starter'), 'onDemand')).toBe(true);
    expect(meetsPlanRequirement(plans(null), 'onDemand')).toBe(false);
    expect(meetsPlanRequirement(plans('live-web-pro'), 'onDemand')).toBe(false);
  });
  it('gives Starter three rungs', () => {
    expect(libraryLadderRungs('library-starter')).toBe(3);
    expect(libraryLadderRungs('library-pro')).toBe(6);
    expect(libraryLadderRungs(null)).toBe(0);
  });
});

describe('formatDuration', () => {
  it('writes lengths as section 9 does', async () => {
    const { formatDuration } = await import('./format');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(4512.4)).toBe('1h 15m 12s');
    expect(formatDuration(20)).toBe('20s');
    expect(formatDuration(366 * 86_400 + 60)).toBe('1y 1d 1m');
  });
});
