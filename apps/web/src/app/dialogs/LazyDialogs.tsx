import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ChoiceDialogProps } from './ChoiceDialog';
import type { ErrorDialogProps } from './ErrorDialog';
import type { LoginRequiredDialogProps } from './LoginRequiredDialog';

const ErrorDialog = lazy(() =>
  import('./ErrorDialog').then((module) => ({ default: module.ErrorDialog })),
);
// `lazy` drops the type parameter; the loaded component is the generic one.
const ChoiceDialog = lazy(() =>
  import('./ChoiceDialog').then((module) => ({ default: module.ChoiceDialog })),
) as unknown as <T extends string>(props: ChoiceDialogProps<T>) => ReactNode;
const LoginRequiredDialog = lazy(() =>
  import('./LoginRequiredDialog').then((module) => ({ default: module.LoginRequiredDialog })),
);

/** True from the first time `open` is true: the dialog then stays mounted to animate closing. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The dialogs below load their code (antd Modal) the first time they open. */
export function LazyErrorDialog(props: ErrorDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  );
}

export function LazyChoiceDialog<T extends string>(props: ChoiceDialogProps<T>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChoiceDialog {...props} />
    </Suspense>
  );
}

export function LazyLoginRequiredDialog(props: LoginRequiredDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredDialog {...props} />
    </Suspense>
  );
}
