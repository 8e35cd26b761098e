/** What an action asks the screen to tell the user (the words come from app/content). */
export interface Toast {
  kind: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

/** Why a write did not happen: domain/storage-problem.ts tells which, content/messages.ts says it. */
export type StorageProblem = 'storageFull' | 'storageUnavailable';
