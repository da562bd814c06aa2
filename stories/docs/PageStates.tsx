import { Fragment } from 'react';
import { pageStates, pagesIdOf, storiesOf, type ScreenStories, type StoryModule } from './siteMap';
import { StoryLink } from './StoryLink';
import { Table } from './Table';

/** Every screen's story file, read when the Storybook is built: the states listed below are the stories themselves. */
const modules = import.meta.glob<StoryModule>('../screens/**/*.stories.tsx', { eager: true });
const files = Object.values(modules)
  .map(storiesOf)
  .filter((file): file is ScreenStories => file !== null);

/** "OrderLookup" -> "Order lookup". */
const words = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/**
 * What to call a screen's stories in its page's row: nothing for the page's one screen; a sub-screen by its name under
 * the page's screen ("Payments panel" under "Screens/AdminDashboard"); each of a page's several screens by its name.
 */
const screenLabel = (title: string, screens: readonly string[]) => {
  const screen = screens.find((s) => title.startsWith(`${s}/`));
  if (screen) return words(title.slice(screen.length + 1));
  return screens.length > 1 ? words(title.slice(title.lastIndexOf('/') + 1)) : null;
};

function StateLinks({ file, label }: { file: ScreenStories; label: string | null }) {
  return (
    <p style={{ margin: '0 0 0.5rem' }}>
      {label ? <strong>{label}: </strong> : null}
      {file.states.map((state, index) => (
        <Fragment key={state.id}>
          {index > 0 ? ' · ' : null}
          <StoryLink id={pagesIdOf(state.id)} title={state.description}>
            {state.name}
          </StoryLink>
        </Fragment>
      ))}
    </p>
  );
}

/** The table of the Introduction: each page of the site (its addresses) with a link to every state of its screens. */
export function PageStatesTable() {
  const { rows, unclaimed } = pageStates(files);
  const stateCount = files.reduce((sum, file) => sum + file.states.length, 0);
  return (
    <>
      <p>
        {rows.length} pages, {files.length} screen story files, {stateCount} states. Each link opens that state of the
        page in the site's frame (the Pages section).
      </p>
      <Table head={['Address', 'Page', 'States']}>
        {rows.map((row) => (
          <tr key={row.page}>
            <td>
              {row.routes.length === 0
                ? 'any'
                : row.routes.map((route, index) => (
                    <Fragment key={route}>
                      {index > 0 ? ', ' : null}
                      <code>{route === '*' ? 'any other address' : route}</code>
                    </Fragment>
                  ))}
            </td>
            <td>{row.page}</td>
            <td>
              {row.note ? <p style={{ margin: 0 }}>{row.note}</p> : null}
              {row.stories.map((file) => (
                <StateLinks key={file.title} file={file} label={screenLabel(file.title, row.screens)} />
              ))}
            </td>
          </tr>
        ))}
        {unclaimed.length > 0 ? (
          <tr>
            <td>none yet</td>
            <td>Screens not yet mapped to an address (stories/docs/siteMap.ts)</td>
            <td>
              {unclaimed.map((file) => (
                <StateLinks key={file.title} file={file} label={file.title} />
              ))}
            </td>
          </tr>
        ) : null}
      </Table>
    </>
  );
}
