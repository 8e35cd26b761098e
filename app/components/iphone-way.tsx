import { List } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { IPHONE_WAY } from '~/content/data-safety';

/**
 * The whole way from a Safari tab to the iPhone's home-screen app, which
 * starts empty (lib/app-storage.ts): backup here, add to the home screen,
 * open by the icon, restore the file. `backup` sits under the first step,
 * so the copy is one tap away before she leaves the tab.
 */
export function IphoneWay({ backup, size = 'sm' }: { backup: React.ReactNode; size?: 'sm' | 'md' }) {
  const [first, ...rest] = IPHONE_WAY;
  return (
    <List type="ordered" spacing="xs" size={size} data-testid="iphone-way">
      <List.Item>
        {first}
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{backup}</div>
      </List.Item>
      {rest.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List>
  );
}
