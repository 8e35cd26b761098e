import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Tutorial do App M15');

export default function Screen() {
  return <PageHeader title="Tutorial do App M15" />;
}
