import { useMemo, useRef } from 'react';
import { BoxGeometry, type InstancedMesh } from 'three';
import { scatter, squareCentre, type BoardLayout, type TerrainKind } from './demoBoard';
import { useInstances, vary, type Placement } from './instancing';
import { instancedMatte, palette } from './materials';

/** A unit box standing on y = 0, scaled per square to the terrain's height. */
export const tileGeometry = new BoxGeometry(0.95, 1, 0.95).translate(0, 0.5, 0);

/** How high each terrain's ground stands above the board; the river bed is sunk so the water sits in a channel. */
export const groundHeight: Record<TerrainKind, number> = { plain: 0.08, forest: 0.09, mountain: 0.11, river: 0.03 };
const groundColour = { plain: palette.plain, forest: palette.forest, mountain: palette.mountain, river: palette.riverBed };

/** Every square's ground in one draw call: an instanced box per square, coloured by terrain. */
export function TerrainTiles({ board, top }: { board: BoardLayout; top: number }) {
  const ref = useRef<InstancedMesh>(null);
  const placements = useMemo<Placement[]>(() => {
    const rnd = scatter('tiles');
    return board.squares.map((sq) => {
      const [x, z] = squareCentre(board, sq.col, sq.row);
      const h = groundHeight[sq.terrain];
      return { position: [x, top, z], scale: [1, h, 1], color: vary(groundColour[sq.terrain], 0.06, rnd()) };
    });
  }, [board, top]);
  useInstances(ref, placements);
  return <instancedMesh ref={ref} args={[tileGeometry, instancedMatte, board.squares.length]} receiveShadow castShadow />;
}
