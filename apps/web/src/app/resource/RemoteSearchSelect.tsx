import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Select, Spin } from 'antd';

export interface RemoteOption {
  value: string;
  label: string;
}

export interface RemoteSearchSelectProps {
  id?: string;
  /** One id, or several with `multiple`. */
  value?: string | readonly string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** Several references (an order's products): the value is a list of ids. */
  multiple?: boolean;
  /** Asks the server for the choices matching a typed string ('' for the first ones). */
  search: (query: string) => Promise<readonly RemoteOption[]>;
  /** The labels of the values it opens with, before any search (an edited record's references). */
  initial?: RemoteOption | readonly RemoteOption[];
  disabled?: boolean;
  placeholder?: string;
}

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 250;

/**
 * A reference picked from a list too long to load whole (SPEC §5 remote-search select):
 * clearable, filtered by the server on the string typed, the first choices on opening.
 */
export function RemoteSearchSelect({
  id,
  value,
  onChange,
  multiple,
  search,
  initial,
  disabled,
  placeholder,
}: RemoteSearchSelectProps) {
  const { t } = useTranslation('admin');
  const initialOptions = initial === undefined ? [] : 'value' in initial ? [initial] : initial;
  const [options, setOptions] = useState<readonly RemoteOption[]>(initialOptions);
  // Labels of every choice seen, so that chosen ones keep theirs whatever the last search found.
  const [known, setKnown] = useState<ReadonlyMap<string, RemoteOption>>(
    () => new Map(initialOptions.map((option) => [option.value, option])),
  );
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Answers that arrive out of order: only the last query's is shown.
  const latest = useRef(0);

  const ask = (query: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const asked = ++latest.current;
      setLoading(true);
      search(query).then(
        (found) => {
          if (asked !== latest.current) return;
          setKnown(
            (before) =>
              new Map([...before, ...found.map((option) => [option.value, option] as const)]),
          );
          setOptions(found);
          setFailed(false);
          setLoading(false);
        },
        () => {
          if (asked !== latest.current) return;
          setFailed(true);
          setLoading(false);
        },
      );
    }, DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const chosen = value == null ? [] : typeof value === 'string' ? [value] : value;
  const shown = [
    ...options,
    ...chosen.flatMap((choice) =>
      options.some((option) => option.value === choice) ? [] : (known.get(choice) ?? []),
    ),
  ];
  return (
    <Select<string | string[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? [...chosen] : (chosen[0] ?? undefined)}
      onChange={(next) => onChange?.(next ?? null)}
      options={shown}
      // Names and e-mails in either script keep their own direction inside the page's.
      labelRender={(option) => <bdi>{option.label}</bdi>}
      optionRender={(option) => <bdi>{option.label}</bdi>}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: ask }}
      onOpenChange={(open) => {
        if (open) ask('');
      }}
      loading={loading}
      notFoundContent={
        loading ? (
          <Spin size="small" />
        ) : failed ? (
          t('resource.searchFailed')
        ) : (
          t('resource.noMatch')
        )
      }
    />
  );
}
