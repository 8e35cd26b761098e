import { PageHeader } from '~/components/page-header';
import { pageTitle } from '~/meta';

export const meta = () => pageTitle('Deixe seu Depoimento');

export default function Screen() {
  return <PageHeader title="Deixe seu Depoimento" subtitle="Conte como foi a sua experiência com o M15" />;
}
