import { lazy, Suspense, useState } from 'react';
import type { PrescriptionFormProps } from './PrescriptionForm';
import type { PrescriptionFormDialogProps } from './PrescriptionFormDialog';

const PrescriptionFormDialog = lazy(() =>
  import('./PrescriptionFormDialog').then((module) => ({ default: module.PrescriptionFormDialog })),
);
const PrescriptionForm = lazy(() =>
  import('./PrescriptionForm').then((module) => ({ default: module.PrescriptionForm })),
);

/** The dialog (and antd) loads the first time it opens, then stays mounted to animate. */
export function LazyPrescriptionFormDialog(props: PrescriptionFormDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <PrescriptionFormDialog {...props} />
    </Suspense>
  );
}

export function LazyPrescriptionForm(
  props: PrescriptionFormProps & { fallback?: React.ReactNode },
) {
  const { fallback = null, ...rest } = props;
  return (
    <Suspense fallback={fallback}>
      <PrescriptionForm {...rest} />
    </Suspense>
  );
}
