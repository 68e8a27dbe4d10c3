import path from 'node:path';

/**
 * Where main finds the renderer folder, from the folder of the built main (.vite/build): the
 * Forge build (.vite/renderer/main_window, also inside the packaged app) first, then the plain
 * Vite build that `npm start` makes (dist/renderer). A folder counts when it has an index.html.
 */
export function rendererDirCandidates(buildDir: string): string[] {
  return [path.join(buildDir, '..', 'renderer', 'main_window'), path.join(buildDir, '..', '..', 'dist', 'renderer')];
}

export function findRendererDir(buildDir: string, exists: (file: string) => boolean): string | null {
  return rendererDirCandidates(buildDir).find((dir) => exists(path.join(dir, 'index.html'))) ?? null;
}
