// React 18 alone: the least any screen of the fixed stack runs before its first paint.
import { createRoot } from 'react-dom/client';
import { FLOOR_HEADING, FLOOR_TEXT } from '../text.mjs';

function Page() {
  return (
    <main>
      <h1>{FLOOR_HEADING}</h1>
      <p>{FLOOR_TEXT}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
