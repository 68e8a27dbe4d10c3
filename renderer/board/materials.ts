import { Color, DoubleSide, MeshStandardMaterial } from 'three';

/**
 * Materials shared by the whole scene: one instance each, so three.js compiles each shader program once
 * and instanced meshes of different pieces can share them.
 */
export const palette = {
  plain: new Color('#a3b36a'),
  forest: new Color('#5d7d3a'),
  mountain: new Color('#8b8172'),
  riverBed: new Color('#6f6147'),
  water: new Color('#2f7aa3'),
  trunk: new Color('#5a3d24'),
  foliage: new Color('#2f6b34'),
  rock: new Color('#7d7466'),
  snow: new Color('#f2f1ec'),
  stone: new Color('#cfc3a8'),
  roof: new Color('#a2452f'),
  banner: new Color('#2f5d9e'),
  grass: new Color('#7fa143'),
} as const;

/** Tiles, trees and rocks take their colour per instance; the material stays white. */
export const instancedMatte = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.9, metalness: 0 });
export const instancedFaceted = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.85, metalness: 0, flatShading: true });

export const stoneMaterial = new MeshStandardMaterial({ color: palette.stone, roughness: 0.85, flatShading: true });
export const roofMaterial = new MeshStandardMaterial({ color: palette.roof, roughness: 0.7, flatShading: true });
export const bannerMaterial = new MeshStandardMaterial({ color: palette.banner, roughness: 0.6, side: DoubleSide });
export const darkWoodMaterial = new MeshStandardMaterial({ color: '#4a3020', roughness: 0.8 });
