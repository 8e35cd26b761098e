/** The core flows in Firefox ESR. */
import { describe } from 'vitest';
import { coreFlows } from './flows';
import { startFirefox } from './firefox';

describe('Firefox', () => coreFlows({ start: startFirefox }));
