import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCoverage } from '../testing/coverage.js';
import { deferredActor } from '../testing/deferred-actor.js';
import { assertFullCoverage } from '../testing/full-coverage.js';
import { type PlayerDetails, type PlayerInput, playerMachine } from './player.machine.js';

const coverage = createCoverage('player', playerMachine);
const details: PlayerDetails = { title: 'Sunday', manifestUrl: '/hls/m-1/index.m3u8' };

function startPlayer() {
  const loadDetails = deferredActor<PlayerDetails, PlayerInput>();
  const machine = playerMachine.provide({ actors: { loadDetails: loadDetails.logic } });
  const actor = createActor(machine, {
    input: { mediaId: 'm-1' },
    inspect: coverage.inspect,
  }).start();
  return { actor, loadDetails };
}

const value = (player: ReturnType<typeof startPlayer>) => player.actor.getSnapshot().value;

describe('player machine', () => {
  it('loads, is loaded when details arrive, then plays, pauses and ends', async () => {
    const player = startPlayer();
    expect(value(player)).toBe('loading');
    player.actor.send({ type: 'player.play' });
    expect(value(player)).toBe('loading');
    expect(player.loadDetails.lastInput()).toEqual({ mediaId: 'm-1' });
    await player.loadDetails.resolve(details);
    expect(value(player)).toBe('loaded');
    expect(player.actor.getSnapshot().context.details).toEqual(details);
    player.actor.send({ type: 'player.play' });
    player.actor.send({ type: 'player.pause' });
    expect(value(player)).toBe('paused');
    player.actor.send({ type: 'player.play' });
    player.actor.send({ type: 'player.ended' });
    expect(value(player)).toBe('ended');
    player.actor.send({ type: 'player.play' });
    expect(value(player)).toBe('playing');
  });

  it('autoplays when the profile says so', async () => {
    const player = startPlayer();
    await player.loadDetails.resolve({ ...details, autoplay: true });
    expect(value(player)).toBe('playing');
  });

  it('shows an error for failed details or media, and retries by loading again', async () => {
    const player = startPlayer();
    await player.loadDetails.reject({
      status: 404,
      errors: [],
      message: 'Resource does not exist.',
    });
    expect(value(player)).toBe('error');
    expect(player.actor.getSnapshot().context.error?.status).toBe(404);
    player.actor.send({ type: 'player.retry' });
    expect(value(player)).toBe('loading');
    expect(player.actor.getSnapshot().context.error).toBeNull();
    await player.loadDetails.resolve(details);
    player.actor.send({ type: 'player.play' });
    player.actor.send({
      type: 'player.failed',
      error: { errors: [], message: 'Manifest is not yet available.' },
    });
    expect(value(player)).toBe('error');
    expect(player.actor.getSnapshot().context.error?.message).toBe(
      'Manifest is not yet available.',
    );
  });

  it('visits every state and transition', () => {
    assertFullCoverage(coverage);
  });
});
