/**
 * Points a module's own 3D layer draws (a battle's card slots), by id: the table's test hook (`screenOf`) finds
 * them as it finds cells and pieces. A layer sets its points while it shows them and deletes them when it stops.
 */
export interface LayerPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const points = new Map<string, LayerPoint>();

export const layerPoints = {
  set(id: string, p: LayerPoint): void {
    points.set(id, p);
  },
  delete(id: string): void {
    points.delete(id);
  },
  get(id: string): LayerPoint | undefined {
    return points.get(id);
  },
};
