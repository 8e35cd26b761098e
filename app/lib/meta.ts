import type { MetaDescriptor } from '@remix-run/react';

/** The document title of a screen. */
export const pageTitle = (title: string): MetaDescriptor[] => [{ title: `${title} · M15` }];
