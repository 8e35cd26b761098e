/** The core flows in WebKit (WebKitGTK's MiniBrowser), the engine of every browser on an iPhone. */
import { describe } from 'vitest';
import { coreFlows } from './flows';
import { startWebKit } from './webkit';

describe('WebKit', () => coreFlows({ start: startWebKit }));
