import { strings } from '../ui/strings';
import { menuItems, type MenuItem } from './menuItems';

/** The first screen's menu: the title and one button per entry of menuItems. */
export function MainMenu({ onChoose }: { onChoose: (item: MenuItem) => void }) {
  return (
    <nav className="main-menu" aria-label={strings.menuLabel}>
      <header>
        <h1>{strings.appTitle}</h1>
        <p className="tagline">{strings.appTagline}</p>
      </header>
      <ul>
        {menuItems.map((item) => (
          <li key={item.id}>
            <button type="button" onClick={() => onChoose(item)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
