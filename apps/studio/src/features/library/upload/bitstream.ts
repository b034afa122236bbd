/**
 * The two facts an MP4's sample entries do not state plainly and the ingest rules need: whether
 * H.264 video is progressive (and its pixel shape), read from the sequence parameter set, and the
 * real number of AAC channels, read from the AudioSpecificConfig (the sample entry always says 2).
 */

/** Reads bits most significant first, with the Exp-Golomb codes of H.264. */
class BitReader {
  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  bit(): number {
    const byte = this.bytes[this.position >> 3];
    if (byte === undefined) throw new RangeError('Read past the end of the parameter set.');
    const value = (byte >> (7 - (this.position & 7))) & 1;
    this.position += 1;
    return value;
  }

  bits(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index += 1) value = value * 2 + this.bit();
    return value;
  }

  /** ue(v): unsigned Exp-Golomb. */
  unsigned(): number {
    let leadingZeros = 0;
    while (this.bit() === 0) {
      leadingZeros += 1;
      if (leadingZeros > 31) throw new RangeError('Malformed Exp-Golomb code.');
    }
    return 2 ** leadingZeros - 1 + this.bits(leadingZeros);
  }

  /** se(v): signed Exp-Golomb. */
  signed(): number {
    const code = this.unsigned();
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }
}

/** The NAL unit without its emulation prevention bytes (00 00 03 -> 00 00). */
export function unescapeNalUnit(nal: Uint8Array): Uint8Array {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of nal) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    zeros = byte === 0 ? zeros + 1 : 0;
    out.push(byte);
  }
  return Uint8Array.from(out);
}

/** Profiles whose SPS carries chroma format, bit depths and scaling matrices. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Sample aspect ratios of aspect_ratio_idc 1 to 16 (H.264 table E-1). */
const SAMPLE_ASPECT_RATIOS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [12, 11],
  [10, 11],
  [16, 11],
  [40, 33],
  [24, 11],
  [20, 11],
  [32, 11],
  [80, 33],
  [18, 11],
  [15, 11],
  [64, 33],
  [160, 99],
  [4, 3],
  [3, 2],
  [2, 1],
];
const EXTENDED_SAR = 255;

function skipScalingList(reader: BitReader, size: number): void {
  let last = 8;
  let next = 8;
  for (let index = 0; index < size; index += 1) {
    if (next !== 0) next = (last + reader.signed() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

export interface SequenceParameters {
  /** frame_mbs_only_flag: every picture is a frame, none is a pair of fields. */
  readonly progressive: boolean;
  /** Width over height of one pixel (1 for square pixels, or when the SPS does not say). */
  readonly sampleAspectRatio: number;
}

/** The facts of one H.264 sequence parameter set (a NAL unit, header byte first). */
export function readSequenceParameters(nal: Uint8Array): SequenceParameters {
  const reader = new BitReader(unescapeNalUnit(nal));
  reader.bits(8); // NAL unit header
  const profile = reader.bits(8);
  reader.bits(16); // constraint flags and level
  reader.unsigned(); // seq_parameter_set_id
  if (HIGH_PROFILES.has(profile)) {
    const chromaFormat = reader.unsigned();
    if (chromaFormat === 3) reader.bit();
    reader.unsigned();
    reader.unsigned();
    reader.bit();
    if (reader.bit() === 1) {
      const lists = chromaFormat === 3 ? 12 : 8;
      for (let index = 0; index < lists; index += 1) {
        if (reader.bit() === 1) skipScalingList(reader, index < 6 ? 16 : 64);
      }
    }
  }
  reader.unsigned(); // log2_max_frame_num_minus4
  const pictureOrderCountType = reader.unsigned();
  if (pictureOrderCountType === 0) reader.unsigned();
  else if (pictureOrderCountType === 1) {
    reader.bit();
    reader.signed();
    reader.signed();
    const cycle = reader.unsigned();
    for (let index = 0; index < cycle; index += 1) reader.signed();
  }
  reader.unsigned(); // max_num_ref_frames
  reader.bit();
  reader.unsigned(); // pic_width_in_mbs_minus1
  reader.unsigned(); // pic_height_in_map_units_minus1
  const progressive = reader.bit() === 1;
  if (!progressive) reader.bit();
  reader.bit(); // direct_8x8_inference_flag
  if (reader.bit() === 1) {
    for (let edge = 0; edge < 4; edge += 1) reader.unsigned();
  }
  let sampleAspectRatio = 1;
  if (reader.bit() === 1 && reader.bit() === 1) {
    const index = reader.bits(8);
    const known = SAMPLE_ASPECT_RATIOS[index - 1];
    if (index === EXTENDED_SAR) {
      const width = reader.bits(16);
      const height = reader.bits(16);
      if (width > 0 && height > 0) sampleAspectRatio = width / height;
    } else if (known) {
      sampleAspectRatio = known[0] / known[1];
    }
  }
  return { progressive, sampleAspectRatio };
}

/** AAC sampling frequencies by samplingFrequencyIndex (ISO 14496-3). */
const AAC_SAMPLE_RATES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
];
/** channelConfiguration 1..7 means these channel counts; 0 means a program config element. */
const AAC_CHANNELS = [0, 1, 2, 3, 4, 5, 6, 8];

export interface AudioConfig {
  readonly sampleRate: number | null;
  /** null when the configuration defers to a program config element. */
  readonly channels: number | null;
}

/** The sampling rate and channel count of an AAC AudioSpecificConfig. */
export function readAudioSpecificConfig(config: Uint8Array): AudioConfig {
  const reader = new BitReader(config);
  // audioObjectType: 5 bits, or an escape (31) and 6 more; only its length matters here.
  if (reader.bits(5) === 31) reader.bits(6);
  const frequencyIndex = reader.bits(4);
  const sampleRate =
    frequencyIndex === 15 ? reader.bits(24) : (AAC_SAMPLE_RATES[frequencyIndex] ?? null);
  const channelConfiguration = reader.bits(4);
  const channels = AAC_CHANNELS[channelConfiguration] ?? null;
  return { sampleRate, channels: channels === 0 ? null : channels };
}
