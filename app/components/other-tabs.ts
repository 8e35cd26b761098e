import { createContext } from 'react';

/** Calls `onChange` with the key another tab changed (null: it cleared storage); returns the unsubscribe. */
export type SubscribeToOtherTabs = (onChange: (key: string | null) => void) => () => void;

/**
 * Another tab's changes to storage, for a component that must know of them
 * (a form kept as she typed it: use-stored-form.ts). The root provides the
 * storage module's one listener (`subscribeToOtherTabs`); components may not
 * import storage themselves. Outside the root nothing is heard.
 */
export const OtherTabs = createContext<SubscribeToOtherTabs>(() => () => {});
