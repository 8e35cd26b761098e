import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Jornada dos 15 Dias');

export default function Screen() {
  return <PageHeader title="Jornada dos 15 Dias" />;
}
