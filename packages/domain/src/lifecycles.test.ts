import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants.js';
import {
  MEDIA_PROCESSING_STATES,
  UPLOAD_PROGRESS_LABELS,
  uploadFileProblem,
  uploadProgressLabel,
} from './lifecycles.js';

describe('upload progress labels', () => {
  it('maps every processing status to one of the spec labels', () => {
    for (const status of MEDIA_PROCESSING_STATES) {
      expect(UPLOAD_PROGRESS_LABELS).toContain(uploadProgressLabel(status));
    }
    expect(uploadProgressLabel('COMPLETE')).toBe('ready');
    expect(uploadProgressLabel('FAILED')).toBe('processing failed');
    expect(uploadProgressLabel('RE_SEGMENTING')).toBe('finalizing');
  });

  it('flags an unknown status as an invalid event status', () => {
    expect(uploadProgressLabel('SOMETHING_NEW')).toBe('invalid event status');
  });
});

describe('upload file problems', () => {
  it('accepts an MP4 within the size limit', () => {
    expect(uploadFileProblem({ name: 'a.mp4', size: 1, type: 'video/mp4' })).toBeNull();
    expect(uploadFileProblem({ name: 'A.MP4', size: 1, type: '' })).toBeNull();
  });

  it('names the problem with the spec error code', () => {
    expect(uploadFileProblem(null)).toBe('NO_FILE');
    expect(uploadFileProblem({ name: 'a.mp4', size: 0, type: 'video/mp4' })).toBe('NO_FILE');
    expect(uploadFileProblem({ name: 'a.mov', size: 1, type: 'video/quicktime' })).toBe(
      'FILE_TYPE',
    );
    expect(
      uploadFileProblem({ name: 'a.mp4', size: UPLOAD_LIMITS.maxBytes + 1, type: 'video/mp4' }),
    ).toBe('FILE_SIZE');
    expect(
      uploadFileProblem({ name: 'a.mp4', size: UPLOAD_LIMITS.maxBytes, type: 'video/mp4' }),
    ).toBeNull();
  });
});
