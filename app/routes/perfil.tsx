import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Seu Perfil');

export default function Screen() {
  return <PageHeader title="Seu Perfil" subtitle="Configure seus dados para começar" />;
}
