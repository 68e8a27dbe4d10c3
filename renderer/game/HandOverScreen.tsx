import type { OpenedGame } from '../../models/core/service';
import { strings } from '../ui/strings';
import { Overlay, SeatName } from './panels';

/** Between two players at one computer: the whole window says whose turn it is and shows nobody's secrets. */
export function HandOverScreen({ player, onConfirm }: { player: OpenedGame['players'][number]; onConfirm: () => void }) {
  return (
    <Overlay label={strings.handOver.title(player.name)} className="hand-over">
      <h2>
        <SeatName player={player} />
      </h2>
      <p className="hand-over-title">{strings.handOver.title(player.name)}</p>
      <p>{strings.handOver.body(player.name)}</p>
      <button type="button" className="primary" autoFocus onClick={onConfirm}>
        {strings.handOver.confirm(player.name)}
      </button>
    </Overlay>
  );
}
