import { useState } from 'react';
import { Modal, Radio } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import type { Language } from '@dawa/shared/language';
import { useLanguage } from '../i18n/useLanguage';
import { AntdScope } from '../theme/AntdScope';

export interface Choice<T extends string = string> {
  value: T;
  /** The choice's name in each language (SPEC §2 "named in ar or en"). */
  label: Record<Language, string>;
}

export interface ChoiceDialogProps<T extends string> {
  open: boolean;
  title: string;
  choices: readonly Choice<T>[];
  /** Selected when the dialog opens (the current choice); the first choice when left out. */
  initialValue?: T;
  /** Called with the selected value; the dialog is closed by the caller. */
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

/** A radio list labelled in the page language; the first choice is selected by default. */
export function ChoiceDialog<T extends string>({
  open,
  title,
  choices,
  initialValue,
  onSubmit,
  onCancel,
}: ChoiceDialogProps<T>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const initial = initialValue ?? choices[0]?.value;
  const [selected, setSelected] = useState<T | undefined>(initial);
  // Each opening starts from the current choice, not from what was picked and cancelled before.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(initial);
  }

  return (
    <AntdScope>
      <Modal
        open={open}
        title={title}
        centered
        okText={t('dialogs.submit')}
        cancelText={t('dialogs.cancel')}
        okButtonProps={{ disabled: selected === undefined }}
        onOk={() => {
          if (selected !== undefined) onSubmit(selected);
        }}
        onCancel={onCancel}
      >
        <Radio.Group
          aria-label={title}
          value={selected}
          onChange={(event) => setSelected(event.target.value as T)}
          options={choices.map((choice) => ({
            value: choice.value,
            label: choice.label[language],
          }))}
          vertical
        />
      </Modal>
    </AntdScope>
  );
}
