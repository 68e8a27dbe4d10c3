import { useEffect, useState } from 'react';
import type { LanAddressChoice } from '../../models/core/service';
import { getService, messageOf } from '../game/connection';

/** The addresses this computer may host on, the likely one preselected; `lookAgain` asks again. */
export function useLanAddresses(setError: (message: string) => void) {
  const [addresses, setAddresses] = useState<LanAddressChoice[] | null>(null);
  const [address, setAddress] = useState('');
  // Asked again with "Look again", after the player connected this computer to another network.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    getService()
      .then((s) => s.call('lan-addresses', {}))
      .then((list) => {
        if (!live) return;
        const found = list as LanAddressChoice[];
        setAddresses(found);
        setAddress(found.find((a) => a.preferred)?.address ?? found[0]?.address ?? '');
      })
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [asked]);
  return { addresses, address, setAddress, lookAgain: () => setAsked((n) => n + 1) };
}
