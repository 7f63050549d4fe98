import { ReloadIcon } from '../../app/ui/listIcons';
import { PlusIcon } from './prescriptionIcons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { PrescriptionCardSkeleton } from './PrescriptionCard';
import { CardGrid } from '../../app/ui/CardGrid';
import { LoadError } from '../../app/ui/LoadError';
import { buttonClass } from '../../app/ui/buttonClass';

export interface NewPrescriptionButtonProps {
  onClick: () => void;
}

/** Opens the create form (a dialog). */
export function NewPrescriptionButton({ onClick }: NewPrescriptionButtonProps) {
  const { t } = useTranslation('prescriptions');
  return (
    <button
      type="button"
      className={buttonClass({ type: 'primary' })}
      onClick={onClick}
      aria-haspopup="dialog"
    >
      <PlusIcon />
      <span>{t('list.new')}</span>
    </button>
  );
}

export interface ListFailureProps {
  onRetry: () => void;
}

/** A list that could not be loaded, with a way to try again. */
export function ListFailure({ onRetry }: ListFailureProps) {
  const { t } = useTranslation('prescriptions');
  return (
    <LoadError
      message={t('list.error')}
      action={
        <button type="button" className={buttonClass()} onClick={onRetry}>
          <ReloadIcon />
          <span>{t('list.retry')}</span>
        </button>
      }
    />
  );
}

export interface CardSkeletonsProps {
  count: number;
}

/** Placeholder cards while a list loads. */
export function CardSkeletons({ count }: CardSkeletonsProps) {
  return (
    <CardGrid items={Array.from({ length: count }, (_, index) => index)} busy keyOf={String}>
      {() => <PrescriptionCardSkeleton />}
    </CardGrid>
  );
}
