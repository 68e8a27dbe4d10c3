/**
 * The guest side of the discovery test, run inside the other network namespace:
 *   ip netns exec NS node --import tsx tests/lan/netns-guest.ts ADDRESS CODE
 * It browses the LAN for Tessera games, joins the one it finds with CODE, tries a move and a chat line, waits for the advertisement to
 * show one seat fewer, and prints one JSON line with what happened.
 */
import { browseLanGames, type FoundGame } from '../../electron/lan/discovery';
import { joinLanGame } from '../../electron/lan/lan-guest';

const [address, code] = process.argv.slice(2);
const browser = browseLanGames({ address, refreshMs: 500 });
const waitFor = (check: (games: FoundGame[]) => FoundGame | undefined, ms: number) =>
  new Promise<FoundGame>((resolve, reject) => {
    const now = check(browser.games());
    if (now) return resolve(now);
    const timer = setTimeout(() => reject(new Error(`nothing found in ${ms} ms; games: ${JSON.stringify(browser.games())}`)), ms);
    const off = browser.onChange((games) => {
      const hit = check(games);
      if (!hit) return;
      clearTimeout(timer);
      off();
      resolve(hit);
    });
  });

try {
  const t0 = Date.now();
  const found = await waitFor((games) => games.find((g) => g.name === 'Netns table'), 15_000);
  const foundMs = Date.now() - t0;
  const guest = await joinLanGame({ host: found.address, port: found.port, code });
  // The second LAN seat is still empty, so the game waits: a move is refused, a chat line goes through.
  const result = await guest.act({ type: 'table/count', counter: `coins-${guest.seat}`, delta: 3 });
  guest.say('hello from the other namespace');
  const heard = await new Promise<string>((resolve) => {
    const check = () => guest.client.chat.length > 0 && resolve(guest.client.chat[0].text);
    guest.client.onChange(check);
    check();
  });
  const after = await waitFor((games) => games.find((g) => g.name === 'Netns table' && g.free === found.free - 1), 15_000);
  process.stdout.write(`${JSON.stringify({ found, foundMs, seat: guest.seat, acted: result, heard, freeAfter: after.free })}\n`);
  guest.close();
  await browser.stop();
  process.exit(0);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
  await browser.stop();
  process.exit(1);
}
