export {
  cueEditorMachine,
  PUBLIC_CUES_FORBIDDEN_CODE,
  START_OF_VIDEO_CUE,
  START_OF_VIDEO_CUE_ID,
} from './cue-editor.machine.js';
export type {
  Cue,
  CueDraft,
  CueEditorContext,
  CueEditorEvent,
  CueEditorInput,
  CueList,
  CueVisibility,
} from './cue-editor.machine.js';
