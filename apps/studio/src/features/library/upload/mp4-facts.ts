import type { ProbedAudioTrack, ProbedMediaFacts, ProbedVideoTrack } from '@studio/domain';
import { readAudioSpecificConfig, readSequenceParameters } from './bitstream';

/** The rules travel with the reader: the upload route fetches both on the first file chosen. */
export { checkIngest } from '@studio/domain';

/** The size of one read: the facts come from box headers and the `moov` box, 64 KB at a time. */
export const SLICE_BYTES = 64 * 1024;
const BOX_HEADER_BYTES = 16;
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);
/** A `moov` larger than this is not a file anyone made for upload; stop rather than read it all. */
const MAX_MOVIE_BOX_BYTES = 256 * 1024 * 1024;

interface BoxRange {
  readonly type: string;
  readonly start: number;
  readonly size: number;
}

const fourCharacterCode = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

async function readBytes(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/**
 * The top-level boxes up to and including `moov`, from their headers alone (a few bytes each),
 * so the media data before a `moov` at the end is never read. Null when the bytes are not boxes
 * at all (not an ISO media file).
 */
async function topLevelBoxes(file: Blob): Promise<BoxRange[] | null> {
  const boxes: BoxRange[] = [];
  let start = 0;
  while (start + 8 <= file.size) {
    const header = await readBytes(file, start, Math.min(file.size, start + BOX_HEADER_BYTES));
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = fourCharacterCode(header, 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    let size = view.getUint32(0);
    if (size === 1) {
      if (header.byteLength < 16) return null;
      size = Number(view.getBigUint64(8));
    } else if (size === 0) {
      size = file.size - start;
    }
    if (size < 8 || start + size > file.size) return null;
    boxes.push({ type, start, size });
    if (type === 'moov') return boxes;
    start += size;
  }
  return boxes;
}

/** The parts of mp4box's sample entries the facts need, checked as they are read. */
interface SampleEntryShape {
  avcC?: { SPS?: ReadonlyArray<{ data?: Uint8Array }> };
  pasp?: { hSpacing: number; vSpacing: number };
  esds?: {
    esd?: { descs?: ReadonlyArray<{ oti?: number; descs?: ReadonlyArray<{ data?: Uint8Array }> }> };
  };
}

function sequenceParametersOf(entry: SampleEntryShape | undefined) {
  const sps = entry?.avcC?.SPS?.[0]?.data;
  if (!sps) return null;
  try {
    return readSequenceParameters(sps);
  } catch {
    return null;
  }
}

function audioConfigOf(entry: SampleEntryShape | undefined) {
  const config = entry?.esds?.esd?.descs?.[0]?.descs?.[0]?.data;
  if (!config) return null;
  try {
    return readAudioSpecificConfig(config);
  } catch {
    return null;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * What the ingest rules of `@studio/domain` look at, read in the browser before a byte is sent:
 * box headers walked one by one, then `ftyp` and `moov` (in 64 KB slices) handed to mp4box, which
 * is fetched on first use (it stays out of every route's bundle). The media data is never read.
 * Sample tables give the frame durations and keyframe times; the SPS tells progressive from
 * interlaced and the pixel shape; the AudioSpecificConfig gives the real channel count.
 */
export async function readMp4Facts(file: Blob): Promise<ProbedMediaFacts> {
  const empty: ProbedMediaFacts = {
    sizeBytes: file.size,
    majorBrand: null,
    durationSeconds: null,
    videoTracks: [],
    audioTracks: [],
    keyframeTimes: [],
  };
  if (file.size === 0) return empty;
  const boxes = await topLevelBoxes(file);
  const ftyp = boxes?.find((box) => box.type === 'ftyp');
  const moov = boxes?.find((box) => box.type === 'moov');
  if (!boxes || !moov || moov.size > MAX_MOVIE_BOX_BYTES) {
    const brand = ftyp
      ? fourCharacterCode(await readBytes(file, ftyp.start, ftyp.start + 12), 8)
      : null;
    return { ...empty, majorBrand: brand };
  }

  const { createFile } = await import('mp4box');
  const parser = createFile();
  // mp4box reads a stream of boxes: ftyp then moov, placed end to end as if nothing lay between
  // (sample offsets then point nowhere real, and nothing here reads samples' bytes).
  let position = 0;
  for (const box of [ftyp, moov]) {
    if (!box) continue;
    for (let offset = 0; offset < box.size; offset += SLICE_BYTES) {
      const bytes = await readBytes(
        file,
        box.start + offset,
        box.start + Math.min(box.size, offset + SLICE_BYTES),
      );
      const buffer = Object.assign(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        {
          fileStart: position,
        },
      );
      parser.appendBuffer(buffer as Parameters<typeof parser.appendBuffer>[0]);
      position += bytes.byteLength;
    }
  }
  parser.flush();
  const info = parser.getInfo();
  const majorBrand = parser.ftyp?.major_brand ?? null;

  const videoTracks: ProbedVideoTrack[] = info.videoTracks.map((track) => {
    const entry = parser.getTrackById(track.id)?.mdia?.minf?.stbl?.stsd?.entries?.[0] as
      SampleEntryShape | undefined;
    const sps = sequenceParametersOf(entry);
    const samples = parser.getTrackSamplesInfo(track.id);
    // The last frame's duration is often cut short by the muxer; it does not make a rate variable.
    const durations = samples.slice(0, -1).map((sample) => sample.duration);
    const usual = median(durations);
    const pixelAspect =
      entry?.pasp && entry.pasp.vSpacing > 0 ? entry.pasp.hSpacing / entry.pasp.vSpacing : null;
    return {
      codec: track.codec.split('.')[0] ?? track.codec,
      width: track.video?.width ?? track.track_width,
      height: track.video?.height ?? track.track_height,
      sampleAspectRatio: pixelAspect ?? sps?.sampleAspectRatio ?? 1,
      frameRate: usual > 0 ? track.timescale / usual : null,
      constantFrameRate:
        durations.length === 0 ? null : durations.every((value) => value === usual),
      progressive: sps ? sps.progressive : null,
      bitrateBitsPerSecond: track.bitrate > 0 ? track.bitrate : null,
    };
  });
  const firstVideo = info.videoTracks[0];
  const keyframeTimes = firstVideo
    ? parser
        .getTrackSamplesInfo(firstVideo.id)
        .filter((sample) => sample.is_sync)
        .map((sample) => sample.cts / sample.timescale)
        .sort((a, b) => a - b)
    : [];

  const audioTracks: ProbedAudioTrack[] = info.audioTracks.map((track) => {
    const entry = parser.getTrackById(track.id)?.mdia?.minf?.stbl?.stsd?.entries?.[0] as
      SampleEntryShape | undefined;
    const config = audioConfigOf(entry);
    const codec = track.codec.split('.')[0] ?? track.codec;
    // An mp4a entry holds AAC (MPEG-4 0x40, MPEG-2 0x66-0x68) or MP3 (0x69, 0x6B).
    const objectType = entry?.esds?.esd?.descs?.[0]?.oti;
    return {
      codec:
        codec === 'mp4a' && objectType !== undefined && !AAC_OBJECT_TYPES.has(objectType)
          ? 'mp3'
          : codec,
      sampleRate: config?.sampleRate ?? track.audio?.sample_rate ?? 0,
      channels: config?.channels ?? track.audio?.channel_count ?? 0,
      bitrateBitsPerSecond: track.bitrate > 0 ? track.bitrate : null,
    };
  });

  return {
    sizeBytes: file.size,
    majorBrand,
    durationSeconds: info.timescale > 0 ? info.duration / info.timescale : null,
    videoTracks,
    audioTracks,
    keyframeTimes,
  };
}
