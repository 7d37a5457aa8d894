// @vitest-environment jsdom
/**
 * The key to the map beside a board: one button opens the Components page's legend (industries,
 * cubes and barrels, Whiskey, merchants, link kinds, owners with their letters) in both languages;
 * Close and Escape shut it and give the focus back to the button.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-i18n';
import type { Language } from '../../src/i18n/language';
import { BoardKey } from '../../src/ui/board/BoardKey';

function renderKey(lang: Language) {
  render(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <BoardKey />
    </I18nextProvider>,
  );
}

describe('the board key', () => {
  it('English: opens the legend of icons, cubes, Whiskey, merchants, links and owners; Escape closes it', () => {
    renderKey('en');
    const toggle = screen.getByRole('button', { name: 'Key to the board' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Key to the board' })).toBeNull();
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const key = screen.getByRole('region', { name: 'Key to the board' });
    for (const text of [
      'Industry icon: Kerosene',
      'Industry icon: Skyscraper',
      'Cube: coke',
      'Barrel: oil',
      'Whiskey',
      'Merchant location: slot for the merchant tile',
      'Light Train: thin line in the owner’s colour',
      'Pipeline: dashed line in the owner’s colour',
      'Purple player: colour, letter P and pattern',
    ])
      expect(within(key).getByText(text)).toBeInTheDocument();
    fireEvent.keyDown(within(key).getByRole('button', { name: 'Close the key' }), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
  it('Chinese: the same key in Chinese; Close shuts it', () => {
    renderKey('zh');
    const toggle = screen.getByRole('button', { name: '地图图例' });
    act(() => toggle.click());
    const key = screen.getByRole('region', { name: '地图图例' });
    expect(within(key).getByText('产业图标：煤油')).toBeInTheDocument();
    expect(within(key).getByText('方块：焦炭')).toBeInTheDocument();
    expect(within(key).getByText('威士忌')).toBeInTheDocument();
    act(() => within(key).getByRole('button', { name: '关闭图例' }).click());
    expect(screen.queryByRole('region', { name: '地图图例' })).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
