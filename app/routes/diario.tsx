import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Diário de Progresso');

export default function Screen() {
  return <PageHeader title="Diário de Progresso" />;
}
