'use client';

import { useTranslations } from 'next-intl';

import { OptionGroup } from '@/components/settings/option-group';
import { SettingsSwitch } from '@/components/settings/settings-switch';
import { useConsoleState, useConsoleStore } from '@/components/state/console-store';
import type {
  Animation,
  DisplaySettings,
  Direction,
  Layout,
  Menu,
  Navbar,
  Theme,
} from '@/lib/display/settings';
import { updateDisplaySettings } from '@/lib/state/display';

/** Every display setting (docs/product.md, Display settings), each applied the moment it changes. */
export function SettingsForm() {
  const t = useTranslations('SettingsPanel');
  const display = useConsoleState((state) => state.displaySettings);
  const store = useConsoleStore();
  const set =
    <K extends keyof DisplaySettings>(key: K) =>
    (value: DisplaySettings[K]) =>
      updateDisplaySettings(store, { [key]: value });

  return (
    <div className="space-y-6">
      <OptionGroup<Theme>
        legend={t('theme')}
        name="theme"
        value={display.theme}
        onChange={set('theme')}
        options={[
          { value: 'light', label: t('themeLight') },
          { value: 'dark', label: t('themeDark') },
          { value: 'system', label: t('themeSystem') },
        ]}
      />
      <OptionGroup<Menu>
        legend={t('menu')}
        name="menu"
        value={display.menu}
        onChange={set('menu')}
        options={[
          { value: 'vertical', label: t('menuVertical') },
          { value: 'collapsible-vertical', label: t('menuCollapsible') },
          { value: 'horizontal', label: t('menuHorizontal') },
        ]}
      />
      <OptionGroup<Layout>
        legend={t('layout')}
        name="layout"
        value={display.layout}
        onChange={set('layout')}
        columns={2}
        options={[
          { value: 'full', label: t('layoutFull') },
          { value: 'boxed-layout', label: t('layoutBoxed') },
        ]}
      />
      <OptionGroup<Direction>
        legend={t('direction')}
        name="direction"
        value={display.rtlClass}
        onChange={set('rtlClass')}
        columns={2}
        options={[
          { value: 'ltr', label: t('directionLtr') },
          { value: 'rtl', label: t('directionRtl') },
        ]}
      />
      <OptionGroup<Animation>
        legend={t('animation')}
        name="animation"
        value={display.animation}
        onChange={set('animation')}
        columns={2}
        options={[
          { value: '', label: t('animationNone') },
          { value: 'fade-in', label: t('animationFadeIn') },
          { value: 'fade-in-up', label: t('animationFadeInUp') },
          { value: 'zoom-in', label: t('animationZoomIn') },
        ]}
      />
      <OptionGroup<Navbar>
        legend={t('navbar')}
        name="navbar"
        value={display.navbar}
        onChange={set('navbar')}
        options={[
          { value: 'navbar-sticky', label: t('navbarSticky') },
          { value: 'navbar-floating', label: t('navbarFloating') },
          { value: 'navbar-static', label: t('navbarStatic') },
        ]}
      />
      <SettingsSwitch
        label={t('semidark')}
        hint={t('semidarkHint')}
        checked={display.semidark}
        onChange={set('semidark')}
      />
    </div>
  );
}
