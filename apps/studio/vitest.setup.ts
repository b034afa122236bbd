import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. The unit step runs these jsdom tests beside
// the server's ffmpeg tests on two cores, where an 800 ms settle plus a render can pass 1 s. This
// is a cap on a hung wait, not a measure of speed: a wait that passes returns as soon as it does.
configure({ asyncUtilTimeout: 10_000 });
