import { useState } from 'react';
import type { LanAddressChoice } from '../../models/core/service';
import { getService, messageOf } from '../game/connection';
import { useLatestAnswer } from '../ui/useLatestAnswer';

/** The addresses this computer may host on, the likely one preselected; `lookAgain` asks again. */
export function useLanAddresses(setError: (message: string) => void) {
  const [addresses, setAddresses] = useState<LanAddressChoice[] | null>(null);
  const [address, setAddress] = useState('');
  // Asked again with "Look again", after the player connected this computer to another network.
  const [asked, setAsked] = useState(0);
  useLatestAnswer(
    () => getService().then((s) => s.call('lan-addresses', {})),
    (list) => {
      const found = list as LanAddressChoice[];
      setAddresses(found);
      setAddress(found.find((a) => a.preferred)?.address ?? found[0]?.address ?? '');
    },
    [asked],
    (e) => setError(messageOf(e)),
  );
  return { addresses, address, setAddress, lookAgain: () => setAsked((n) => n + 1) };
}
