/**
 * Soft lamp light over the table: a warm key light from high on one side casting soft shadows, a cool sky
 * fill from above and warm bounce from the wooden table below.
 */
export function Lights() {
  return (
    <>
      <hemisphereLight args={['#dfe8ff', '#5a3a22', 0.9]} />
      <directionalLight
        position={[6, 12, 5]}
        intensity={2.6}
        color="#ffe2bd"
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-9}
        shadow-camera-right={9}
        shadow-camera-top={8}
        shadow-camera-bottom={-8}
        shadow-camera-near={1}
        shadow-camera-far={40}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-radius={3}
      />
      <directionalLight position={[-8, 6, -6]} intensity={0.5} color="#a9c1ff" />
    </>
  );
}
