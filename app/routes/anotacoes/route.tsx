import { Stack, Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react';
import { PageHeader } from '~/components/page-header';
import { NOTES_TEXT } from '~/content/notes-screen';
import ui from '~/components/ui.module.css';
import { pageTitle } from '~/lib/meta';
import { listNotes } from '~/storage/notes';
import { listShopping } from '~/storage/shopping';
import { notesAction } from './action';
import { NotesPanel } from './notes-panel';
import { ShoppingPanel } from './shopping-panel';

export const meta = () => pageTitle(NOTES_TEXT.title);

export function clientLoader() {
  return { notes: listNotes(), items: listShopping() };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return notesAction(await request.formData());
}

export default function NotesScreen() {
  const { notes, items } = useLoaderData<typeof clientLoader>();
  return (
    <Stack gap="lg">
      <PageHeader title={NOTES_TEXT.title} subtitle={NOTES_TEXT.subtitle} />
      <Tabs defaultValue="notas">
        <Tabs.List className={ui.tabs} grow>
          <Tabs.Tab value="notas" className={ui.tab}>
            {NOTES_TEXT.title}
          </Tabs.Tab>
          <Tabs.Tab value="compras" className={ui.tab}>
            {NOTES_TEXT.shoppingTab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notas" pt="md">
          <NotesPanel notes={notes} />
        </Tabs.Panel>
        <Tabs.Panel value="compras" pt="md">
          <ShoppingPanel items={items} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
