import { Alert, Button, List, Paper, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Link } from '@remix-run/react';
import { IconWifiOff } from '@tabler/icons-react';
import { InstallButton } from './install-button';
import { OpenOnPhone } from './open-on-phone';
import { PageHeader } from '~/components/page-header';
import { INSTALL_GUIDES, INSTALL_TEXT, installGuideAnchor } from '~/content/install';
import { BACK_HOME } from '~/content/shell';
import { pageTitle } from '~/lib/meta';

export const meta = () => pageTitle(INSTALL_TEXT.title);

export default function Install() {
  return (
    <Stack gap="lg">
      <PageHeader title={INSTALL_TEXT.title} subtitle={INSTALL_TEXT.subtitle} />
      <InstallButton />
      <OpenOnPhone />
      {INSTALL_GUIDES.map((guide) => (
        <Paper
          key={guide.id}
          withBorder
          p="md"
          radius="lg"
          component="section"
          aria-labelledby={installGuideAnchor(guide.id)}
        >
          <Title order={2} size="h4" id={installGuideAnchor(guide.id)} mb="sm">
            {guide.title}
          </Title>
          <List type="ordered" spacing="xs">
            {guide.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
      <Alert
        icon={<IconWifiOff aria-hidden="true" />}
        title={INSTALL_TEXT.offlineTitle}
        color="brand"
        variant="outline"
      >
        {INSTALL_TEXT.offline}
      </Alert>
      <div>
        <Button component={Link} to="/" size="lg" variant="light">
          {BACK_HOME}
        </Button>
      </div>
    </Stack>
  );
}
