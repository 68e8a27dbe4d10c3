import { useState } from 'react';
import { Tabletop } from '../board/Tabletop';
import { Notice } from '../ui/Notice';
import { MainMenu } from './MainMenu';

/** The first screen: the live tabletop behind the main menu. */
export function App() {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="app">
      <Tabletop />
      <MainMenu onChoose={(item) => setNotice(item.notice)} />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
