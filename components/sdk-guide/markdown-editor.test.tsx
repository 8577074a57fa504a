import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import messages from '@/messages/en.json';

import { TOOLBAR_BUTTONS } from './editor-toolbar-buttons';
import { MarkdownEditor, type MarkdownEditorLabels } from './markdown-editor';

const t = messages.SdkGuideEditor;
const LABELS: MarkdownEditorLabels = {
  toolbar: t.toolbarLabel,
  placeholder: t.placeholder,
  toolbarButtons: Object.fromEntries(TOOLBAR_BUTTONS.map((key) => [key, t.toolbar[key]])) as Record<
    (typeof TOOLBAR_BUTTONS)[number],
    string
  >,
};

const GUIDE = ['# Install', '', '```bash', 'npm install @fleetdeck/sdk', '```'].join('\n');

/** The editor as the guide page has it (EasyMDE itself, in jsdom), with a control after it. */
function renderEditor() {
  render(
    <>
      <h2 id="editor-title">Edit the guide</h2>
      <MarkdownEditor
        value={GUIDE}
        onChange={() => {}}
        labelledBy="editor-title"
        labels={LABELS}
        rtl={false}
        onSaveShortcut={() => {}}
      />
      <button type="button">After the editor</button>
    </>,
  );
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  const button = (name: string) => within(toolbar).getByRole('button', { name });
  return { button, text: screen.getByRole('textbox', { name: 'Edit the guide' }) };
}

// CodeMirror puts the page back where it was on leaving full screen; jsdom has no scrolling.
const originalScrollTo = window.scrollTo;
beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});
afterEach(() => {
  window.scrollTo = originalScrollTo;
});

describe('MarkdownEditor', () => {
  it('says which of Preview, Side by side and Full screen is on', async () => {
    const user = userEvent.setup();
    const { button } = renderEditor();
    const preview = button('Preview');
    const sideBySide = button('Side by side');
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    expect(sideBySide).toHaveAttribute('aria-pressed', 'false');
    expect(button('Full screen')).toHaveAttribute('aria-pressed', 'false');

    await user.click(preview);
    expect(preview).toHaveAttribute('aria-pressed', 'true');

    // Side by side replaces the preview.
    await user.click(sideBySide);
    expect(sideBySide).toHaveAttribute('aria-pressed', 'true');
    expect(preview).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps Tab inside the editor in full screen, and only there', async () => {
    const user = userEvent.setup();
    const { button, text } = renderEditor();
    const after = screen.getByRole('button', { name: 'After the editor' });

    text.focus();
    await user.tab();
    expect(after).toHaveFocus();

    await user.click(button('Full screen'));
    text.focus();
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.tab({ shift: true });
    expect(text).toHaveFocus();

    // With the preview shown, its code block is the last stop.
    await user.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const code = within(preview).getByText('npm install @fleetdeck/sdk').closest('pre');
    button('Bold').focus();
    await user.tab({ shift: true });
    expect(code).toHaveFocus();
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.click(button('Preview'));

    // Escape leaves full screen, and Tab leaves the editor again. With keyCode, as a browser sends it:
    // EasyMDE reads it, and user-event leaves it out.
    fireEvent.keyDown(text, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(await screen.findByRole('button', { name: 'Full screen', pressed: false })).toBeInTheDocument();
    text.focus();
    await user.tab();
    expect(after).toHaveFocus();
  });

  it('shows the preview as a named region the keyboard can reach and scroll, code blocks too', async () => {
    const user = userEvent.setup();
    const { button } = renderEditor();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();

    await user.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveAttribute('tabindex', '0');
    const code = within(preview).getByText('npm install @fleetdeck/sdk');
    expect(code.closest('pre')).toHaveAttribute('tabindex', '0');

    await user.click(button('Side by side'));
    const side = await screen.findByRole('region', { name: 'Preview' });
    expect(side).not.toBe(preview);
    expect(side).toHaveAttribute('tabindex', '0');
    expect(within(side).getByText('npm install @fleetdeck/sdk').closest('pre')).toHaveAttribute(
      'tabindex',
      '0',
    );

    // A pane EasyMDE hides is hidden to assistive technology and the keyboard too.
    await user.click(button('Side by side'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument());
    expect(preview).not.toBeVisible();
    expect(side).not.toBeVisible();
  });
});
