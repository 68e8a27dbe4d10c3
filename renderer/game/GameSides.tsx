import type { RefObject } from 'react';
import type { ActResult, HostClient } from '../../machines/engine/client';
import type { CellSpec } from '../../models/core/board';
import type { Seat } from '../../models/core/module';
import type { LogEntryView } from '../../models/core/protocol';
import type { OpenedGame } from '../../models/core/service';
import type { TabletopView } from '../../models/tabletop/view';
import type { ModuleRenderer } from '../module-renderer';
import type { AskResult } from '../modules';
import { strings } from '../ui/strings';
import { Panel, ScrollBody } from './Panel';
import { Chat, GameLog, PlayerPanels, PrivatePanel } from './panels';
import { PiecesPanel } from './PiecesPanel';
import type { TableInput } from './useTableInput';

type Action = { type: string } & Record<string, unknown>;

/** The left side: every player's panel, and the shown seat's private one unless the module's panel shows it. */
export function PlayersSide({ players, tabletop, active, shown, name, renderer, view, act }: { players: OpenedGame['players']; tabletop: TabletopView | null; active: readonly Seat[]; shown: Seat | null; name: string; renderer: ModuleRenderer; view: unknown; act: (action: Action) => void }) {
  const privateInfo = shown !== null && view !== undefined ? (renderer.privatePanel?.(view, shown) ?? null) : null;
  const discardTo = tabletop ? (Object.values(tabletop.piles).find((p) => p.visibility === 'open')?.id ?? null) : null;
  return (
    <aside className="side left">
      <PlayerPanels players={players} tabletop={tabletop} active={active} shown={shown} mapName={view !== undefined ? (renderer.mapNameOf?.(view) ?? null) : null} />
      {shown !== null && privateInfo && !privateInfo.inModulePanel ? <PrivatePanel name={name} info={privateInfo} discardTo={discardTo} act={act} manual={tabletop !== null} /> : null}
    </aside>
  );
}

export interface SeatSideProps {
  seat: Seat;
  client: HostClient;
  renderer: ModuleRenderer;
  view: unknown;
  tabletop: TabletopView | null;
  cells: readonly CellSpec[];
  players: OpenedGame['players'];
  log: readonly LogEntryView[];
  input: TableInput;
  act: (action: Action) => void;
  actFor: (action: Action) => Promise<ActResult>;
  ask: (question: Action) => Promise<AskResult>;
  remote?: boolean;
  chatRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
}

/** The right side, for the shown seat: the free tabletop's pieces, the module's actions, the log and the chat. */
export function SeatSide({ seat, client, renderer, view, tabletop, cells, players, log, input, act, actFor, ask, remote, chatRef, listRef }: SeatSideProps) {
  return (
    <aside className="side right">
      {tabletop ? (
        <PiecesPanel
          tabletop={tabletop}
          cells={cells}
          seat={seat}
          players={players}
          supplyKinds={renderer.supplyKinds ?? []}
          selected={input.selected}
          onSelect={input.setSelected}
          destination={input.destination}
          onDestination={input.setDestination}
          act={act}
          listRef={listRef}
        />
      ) : null}
      {renderer.Panel && view !== undefined ? (
        <Panel id="actions" className="module-panel" title={strings.layout.actions}>
          <ScrollBody>
            <renderer.Panel view={view} seat={seat} act={actFor} ask={ask} preview={input.setPreview} picked={input.picked} dragged={input.dragged} dropped={input.dropped} remote={remote} />
          </ScrollBody>
        </Panel>
      ) : null}
      <GameLog log={log} />
      <Chat chat={client.chat} inputRef={chatRef} onSay={(text) => client.say(seat, text)} />
    </aside>
  );
}
