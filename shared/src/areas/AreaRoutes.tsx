/** An area's <Routes>, made from its table: one route per screen, and the area's fallback. */
import type { ComponentType } from 'react';
import { useTranslation } from '../i18n';
import { Navigate, Route, Routes } from '../router';
import { Page } from '../ui/Page';
import type { AreaTable, Screen } from './areaTable';

export interface ScreenProps {
  /** The screen's entry in its area's table (its title, path, access). */
  screen: Screen;
}

/** Every screen of the table needs its component: a missing one is a type error. */
export type ScreenComponents<Id extends string> = Record<Id, ComponentType<ScreenProps>>;

/** A screen that is a heading only (SPEC §2: Peer Reviews). */
export function TitleOnlyScreen({ screen }: ScreenProps) {
  return <Page title={screen.title} />;
}

export interface AreaRoutesProps<Id extends string> {
  area: AreaTable<Id>;
  components: ScreenComponents<Id>;
}

export function AreaRoutes<Id extends string>({ area, components }: AreaRoutesProps<Id>) {
  const { t } = useTranslation('areas');
  const ids = Object.keys(area.screens) as Id[];
  const element = (id: Id) => {
    const Component: ComponentType<ScreenProps> = components[id];
    const entry: Screen = area.screens[id];
    // The tables hold the SPEC's English; each screen is given its title in the page's language.
    const screen: Screen = {
      ...entry,
      title: t(`titles.${entry.path}`, { defaultValue: entry.title }),
    };
    return <Component screen={screen} />;
  };
  const fallback = area.fallback;
  return (
    <Routes>
      {ids.map((id) => {
        const { path } = area.screens[id];
        // A screen owns the paths below it too; the root owns only itself.
        return <Route key={id} path={path === '/' ? '/' : `${path}/*`} element={element(id)} />;
      })}
      {fallback && 'show' in fallback && <Route path="*" element={element(fallback.show)} />}
      {fallback && 'redirectTo' in fallback && (
        <Route
          path="*"
          element={<Navigate replace to={area.screens[fallback.redirectTo].path} />}
        />
      )}
    </Routes>
  );
}
