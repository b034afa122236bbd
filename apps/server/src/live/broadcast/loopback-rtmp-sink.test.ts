import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freeLoopbackPort, LoopbackRtmpSink, untilLoopbackListening } from './loopback-rtmp-sink';

describe('untilLoopbackListening', () => {
  // The kernel's socket table is Linux's; elsewhere the wait is a fixed pause that cannot fail.
  it.skipIf(process.platform !== 'linux')(
    'sees a listener on loopback, and gives up on a port where none listens',
    async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      try {
        expect(await untilLoopbackListening(address.port, 2_000)).toBe(true);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(await untilLoopbackListening(await freeLoopbackPort(), 200)).toBe(false);
    },
  );

  it('hands out a sink only once its ffmpeg listens (real ffmpeg)', async () => {
    const sink = await LoopbackRtmpSink.start();
    try {
      expect(await untilLoopbackListening(sink.port, 0)).toBe(true);
    } finally {
      await sink.stop();
    }
  });
});
