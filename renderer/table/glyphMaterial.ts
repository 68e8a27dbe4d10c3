import { Color, InstancedBufferAttribute, PlaneGeometry, ShaderMaterial, type InstancedMesh, type Texture } from 'three';
import type { Atlas } from './atlas';

/** A unit quad in the xy plane; each glyph instance picks its part of the atlas through `uvRect`. */
export const glyphGeometry = new PlaneGeometry(1, 1);

/**
 * Unlit, tinted atlas glyphs. Flat glyphs lie on the table (the instance matrix turns them); billboard glyphs
 * (stack counts) always face the camera and keep their size in world units.
 */
export function glyphMaterial(map: Texture, billboard: boolean): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { map: { value: map } },
    defines: billboard ? { BILLBOARD: '' } : {},
    transparent: true,
    depthWrite: false,
    vertexShader: /* glsl */ `
      attribute vec4 uvRect;
      attribute vec4 tint;
      varying vec2 vUv;
      varying vec4 vTint;
      void main() {
        vUv = uvRect.xy + uv * uvRect.zw;
        vTint = tint;
        #ifdef BILLBOARD
          vec4 centre = modelViewMatrix * instanceMatrix * vec4(0.0, 0.0, 0.0, 1.0);
          vec2 size = vec2(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz));
          centre.xy += position.xy * size;
          gl_Position = projectionMatrix * centre;
        #else
          gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
        #endif
      }`,
    fragmentShader: /* glsl */ `
      uniform sampler2D map;
      varying vec2 vUv;
      varying vec4 vTint;
      void main() {
        vec4 t = texture2D(map, vUv);
        if (t.a * vTint.a < 0.04) discard;
        gl_FragColor = vec4(t.rgb * vTint.rgb, t.a * vTint.a);
        #include <colorspace_fragment>
      }`,
  });
}

/** Adds (or regrows) the per-instance uvRect and tint attributes of a glyph mesh. */
export function glyphAttributes(mesh: InstancedMesh, capacity: number) {
  const geo = mesh.geometry;
  const uv = geo.getAttribute('uvRect') as InstancedBufferAttribute | undefined;
  if (!uv || uv.count < capacity) {
    geo.setAttribute('uvRect', new InstancedBufferAttribute(new Float32Array(capacity * 4), 4));
    geo.setAttribute('tint', new InstancedBufferAttribute(new Float32Array(capacity * 4), 4));
  }
  return { uv: geo.getAttribute('uvRect') as InstancedBufferAttribute, tint: geo.getAttribute('tint') as InstancedBufferAttribute };
}

const c = new Color();
export function setGlyph(attrs: ReturnType<typeof glyphAttributes>, i: number, atlas: Atlas, key: string, colour: string | Color, alpha = 1): number {
  const r = atlas.uv.get(key);
  if (!r) {
    attrs.tint.setXYZW(i, 0, 0, 0, 0);
    return 1;
  }
  attrs.uv.setXYZW(i, r.u, r.v, r.du, r.dv);
  c.set(colour);
  attrs.tint.setXYZW(i, c.r, c.g, c.b, alpha);
  return r.aspect;
}
