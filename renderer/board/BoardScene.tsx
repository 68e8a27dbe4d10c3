import { BuildingKeep } from '../pieces/BuildingKeep';
import { TableProps } from '../pieces/TableProps';
import { squareCentre, type BoardLayout } from './demoBoard';
import { BOARD_TOP, Table } from './Table';
import { TerrainForest } from './TerrainForest';
import { TerrainMountain } from './TerrainMountain';
import { TerrainPlain } from './TerrainPlain';
import { groundHeight, TerrainTiles } from './TerrainTiles';
import { TerrainWater } from './TerrainWater';

/** A board on the table: the squares' terrain, the scenery on them, and a keep. */
export function BoardScene({ board }: { board: BoardLayout }) {
  const [kx, kz] = squareCentre(board, board.keep.col, board.keep.row);
  return (
    <group>
      <Table boardWidth={board.cols} boardDepth={board.rows} />
      <TerrainTiles board={board} top={BOARD_TOP} />
      <TerrainWater board={board} top={BOARD_TOP} />
      <TerrainPlain board={board} top={BOARD_TOP} />
      <TerrainForest board={board} top={BOARD_TOP} />
      <TerrainMountain board={board} top={BOARD_TOP} />
      <BuildingKeep position={[kx, BOARD_TOP + groundHeight.plain, kz]} rotationY={0.3} scale={1.25} />
      <TableProps boardWidth={board.cols} boardDepth={board.rows} />
    </group>
  );
}
