import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Seus Resultados');

export default function Screen() {
  return <PageHeader title="Seus Resultados" subtitle="Acompanhe sua transformação" />;
}
