import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { TYPING_INTERVAL_MS, TYPING_TIMEOUT_MS } from '@dawa/shared/prescriptions';
import { TypingSetMutation, TypingSubscription } from './prescriptions.graphql';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';

export interface Typist {
  id: string;
  name: string;
  until: number;
}

/** Who else is typing a comment (hidden 6 s after their last signal), and our own signal. */
export function useTyping(prescriptionId: string, viewerId: string | undefined, enabled: boolean) {
  const [typists, setTypists] = useState<Typist[]>([]);
  const [, sendTyping] = useMutation(TypingSetMutation);
  const lastSent = useRef(0);

  useLiveSubscription(
    TypingSubscription,
    { prescriptionId },
    ({ prescriptionTyping: { user } }) => {
      if (user.id === viewerId) return;
      const until = Date.now() + TYPING_TIMEOUT_MS;
      setTypists((current) => [
        ...current.filter((typist) => typist.id !== user.id),
        { id: user.id, name: user.fullName, until },
      ]);
    },
    { pause: !enabled },
  );

  const hasTypists = typists.length > 0;
  useEffect(() => {
    if (!hasTypists) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTypists((current) => current.filter((typist) => typist.until > now));
    }, 1000);
    return () => clearInterval(timer);
  }, [hasTypists]);

  /** Call on each keystroke: sends at most one signal every 3 s. */
  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_INTERVAL_MS) return;
    lastSent.current = now;
    void sendTyping({ prescriptionId });
  }, [sendTyping, prescriptionId]);

  /** Someone's comment arrived: they stopped typing. */
  const stopped = useCallback(
    (userId: string) => setTypists((current) => current.filter((typist) => typist.id !== userId)),
    [],
  );

  return { typists, typed, stopped };
}
