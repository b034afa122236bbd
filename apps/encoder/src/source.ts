/** What the encoder streams: ffmpeg input arguments per kind of source. */
export type EncoderSource =
  | { kind: 'test' }
  | { kind: 'file'; path: string }
  | { kind: 'device'; format: string; video: string; audio?: { format: string; device: string } };

/** The name the studio shows as the encoder's input. */
export function sourceLabel(source: EncoderSource): string {
  switch (source.kind) {
    case 'test':
      return 'Test pattern';
    case 'file':
      return 'File';
    case 'device':
      return 'Capture device';
  }
}

/**
 * Parses `--source`: `test` (default), `file:<path>`, or `device:<format>:<device>` with an
 * optional `+<audio format>:<audio device>` (e.g. `device:v4l2:/dev/video0+alsa:default`).
 */
export function parseSource(text: string | undefined): EncoderSource {
  if (!text || text === 'test') return { kind: 'test' };
  if (text.startsWith('file:')) return { kind: 'file', path: text.slice('file:'.length) };
  if (text.startsWith('device:')) {
    const [video, audio] = text.slice('device:'.length).split('+');
    const [format, ...device] = (video ?? '').split(':');
    if (!format || device.length === 0) throw new Error(`Cannot read the source "${text}".`);
    const audioParts = audio?.split(':');
    return {
      kind: 'device',
      format,
      video: device.join(':'),
      ...(audioParts?.[0] && audioParts.length > 1
        ? { audio: { format: audioParts[0], device: audioParts.slice(1).join(':') } }
        : {}),
    };
  }
  throw new Error(
    `Cannot read the source "${text}": use test, file:<path> or device:<format>:<device>.`,
  );
}

/**
 * ffmpeg's inputs. The test pattern is testsrc2 with the local wall clock burnt in (to the
 * millisecond, so glass-to-glass latency can be read off a player's frame) and a 1 kHz tone;
 * `-re` paces generated and file input at real time, as a camera would be.
 */
export function inputArguments(source: EncoderSource): string[] {
  switch (source.kind) {
    case 'test':
      return [
        '-re',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1280x720:rate=30',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=1000:sample_rate=48000',
        '-vf',
        "drawtext=text='%{localtime}':x=40:y=40:fontsize=64:fontcolor=white:box=1:boxcolor=black@0.6",
      ];
    case 'file':
      return ['-re', '-stream_loop', '-1', '-i', source.path];
    case 'device':
      return [
        '-f',
        source.format,
        '-i',
        source.video,
        ...(source.audio ? ['-f', source.audio.format, '-i', source.audio.device] : []),
      ];
  }
}

/** Which streams go out: the video, and the audio where the source has it. */
export function mapArguments(source: EncoderSource): string[] {
  switch (source.kind) {
    case 'test':
      return ['-map', '0:v:0', '-map', '1:a:0'];
    case 'file':
      return ['-map', '0:v:0', '-map', '0:a:0?'];
    case 'device':
      return ['-map', '0:v:0', ...(source.audio ? ['-map', '1:a:0'] : [])];
  }
}

/**
 * Encoding for low latency: H.264 with a keyframe every second (-g = frame rate, no scene-cut
 * keyframes) so the ingest can cut 1-second segments, zerolatency tuning, AAC audio, FLV to RTMP.
 */
export function outputArguments(url: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-r',
    '30',
    '-g',
    '30',
    '-keyint_min',
    '30',
    '-sc_threshold',
    '0',
    '-b:v',
    '3000k',
    '-maxrate',
    '3000k',
    '-bufsize',
    '3000k',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    '48000',
    '-f',
    'flv',
    url,
  ];
}
