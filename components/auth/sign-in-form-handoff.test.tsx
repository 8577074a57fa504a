import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { SignInForm } from '@/components/auth/sign-in-form';
import { renderWithIntl } from '@/test/render-with-intl';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => ({
  useRouter: () => ({
    replace: jest.fn(),
    push: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    refresh: jest.fn(),
  }),
  usePathname: () => '/auth/signin',
  useSearchParams: () => new URLSearchParams(),
}));

function renderForm() {
  return renderWithIntl(<SignInForm next={null} notice={null} />);
}

/**
 * The sign-in form's fields come unbound and Formik takes them over once its code arrives: not in the
 * middle of a gesture the swap would break (an input method composing, a pointer pressed).
 */
describe('SignInForm, while Formik arrives', () => {
  it('waits for an input method to finish composing before Formik takes over', async () => {
    renderForm();
    const unbound = screen.getByLabelText('Email') as HTMLInputElement;
    unbound.focus();
    fireEvent.compositionStart(unbound);
    fireEvent.change(unbound, { target: { value: 'たなか' } });

    // Formik arrives (the focus asked for its code; importing it here resolves after the form's own
    // import has been handled), but swapping the field would cut the composition short.
    await act(async () => {
      await import('@/components/auth/sign-in-formik');
    });
    expect(screen.getByLabelText('Email')).toBe(unbound);

    fireEvent.change(unbound, { target: { value: '田中@example.com' } });
    fireEvent.compositionEnd(unbound);
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toBe(unbound));
    expect(screen.getByLabelText('Email')).toHaveValue('田中@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it.each([
    ['link', 'Forgot password?'],
    ['button', 'Sign in'],
  ] as const)(
    "lets a first press on the form's %s end on the same element, then Formik takes over",
    async (role, name) => {
      renderForm();
      const pressed = screen.getByRole(role, { name });
      const form = pressed.closest('form')!;
      fireEvent.pointerDown(pressed);
      // Formik's code arrives while the pointer is still down: the elements under it stay.
      await act(() => import('@/components/auth/sign-in-formik'));
      await act(async () => {});
      expect(screen.getByRole(role, { name })).toBe(pressed);
      expect(screen.getByLabelText('Email').closest('form')).toBe(form);

      fireEvent.pointerUp(pressed);
      await waitFor(() => expect(screen.getByLabelText('Email').closest('form')).not.toBe(form));
    },
  );

  it('waits for the last of two pressed fingers to lift before Formik takes over', async () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    const form = link.closest('form')!;
    fireEvent.pointerDown(link, { pointerId: 1 });
    fireEvent.pointerDown(button, { pointerId: 2 });
    await act(() => import('@/components/auth/sign-in-formik'));
    await act(async () => {});

    // The first finger lifts: the second still presses the button, which must stay under it.
    fireEvent.pointerUp(link, { pointerId: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(button);
    expect(screen.getByLabelText('Email').closest('form')).toBe(form);

    fireEvent.pointerUp(button, { pointerId: 2 });
    await waitFor(() => expect(screen.getByLabelText('Email').closest('form')).not.toBe(form));
  });
});
