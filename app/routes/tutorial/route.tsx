import { Accordion, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import { PageColumns } from '~/components/page-columns';
import { PageHeader } from '~/components/page-header';
import { TextLink } from '~/components/text-link';
import ui from '~/components/ui.module.css';
import { TutorialVideo } from './tutorial-video';
import classes from './tutorial.module.css';
import { TUTORIAL_VIDEO_URL } from '~/config';
import { NAV_TIP, TUTORIAL_GUIDES, TUTORIAL_SCREEN, TUTORIAL_TIPS, VIDEO_TEXT } from '~/content/tutorial';
import { pageTitle } from '~/lib/meta';

export const meta = () => pageTitle(TUTORIAL_SCREEN.title);

/**
 * The screen for a build with or without a video (`videoUrl`, this build's by
 * default): without one, the written guides come first, and the cover that
 * says so follows them rather than opening the screen on a dead end.
 */
export default function TutorialScreen({ videoUrl = TUTORIAL_VIDEO_URL }: { videoUrl?: string | null }) {
  const video = (
    <section key="video" aria-labelledby="video-titulo">
      <Title order={2} size="h3" id="video-titulo" mb="sm">
        {VIDEO_TEXT.heading}
      </Title>
      <TutorialVideo src={videoUrl} />
    </section>
  );
  const guides = (
    <section key="guides" aria-labelledby="guias-titulo">
      <Title order={2} size="h3" id="guias-titulo" mb="sm">
        {TUTORIAL_SCREEN.guidesHeading}
      </Title>
      <Accordion variant="separated" radius="md" order={3} multiple>
        {TUTORIAL_GUIDES.map((guide) => (
          <Accordion.Item key={guide.id} value={guide.id} data-testid="guide">
            <Accordion.Control className={ui.tap}>{guide.title}</Accordion.Control>
            <Accordion.Panel>
              <Text mb="xs">{guide.description}</Text>
              <List type="ordered" spacing={4}>
                {guide.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <TextLink to={guide.path} standalone mt="xs">
                {TUTORIAL_SCREEN.openGuide(guide.title)}
              </TextLink>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={TUTORIAL_SCREEN.title} subtitle={TUTORIAL_SCREEN.subtitle} />
      {/* On a desktop, the video beside the guides: neither is stretched to the page's width. */}
      <PageColumns>{videoUrl ? [video, guides] : [guides, video]}</PageColumns>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="dicas-titulo" className={ui.note}>
        <Title order={2} size="h4" id="dicas-titulo" mb="xs">
          {TUTORIAL_SCREEN.tipsHeading}
        </Title>
        <List spacing={6}>
          {TUTORIAL_TIPS.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
          <List.Item>
            <span className={classes.onPhone}>{NAV_TIP.phone}</span>
            <span className={classes.onDesktop}>{NAV_TIP.desktop}</span>
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
