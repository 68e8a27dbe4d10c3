import { Component, type ReactNode } from 'react';
import { strings } from './strings';

/** Keeps the menu usable where WebGL cannot start: the scene is replaced by one plain sentence. */
export class SceneFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="scene-fallback">{strings.noWebGL}</p> : this.props.children;
  }
}
