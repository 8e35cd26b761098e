import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Anotações');

export default function Screen() {
  return <PageHeader title="Anotações" subtitle="Suas anotações e sua lista de compras" />;
}
