import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Receitas do Protocolo');

export default function Screen() {
  return <PageHeader title="Receitas do Protocolo" subtitle="Pratos simples, sem açúcar e sem farinha, para cada fase" />;
}
