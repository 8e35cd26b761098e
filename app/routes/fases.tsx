import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Fases do Protocolo');

export default function Screen() {
  return <PageHeader title="Fases do Protocolo" />;
}
