/** Mega Empires, the choices of phases 4, 5c and 11 (ME-CONF2-2/10, ME-CITY-5): the choice panel's words. */
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const empiresChoicesStrings = {
  title: 'A choice to make',
  waitingFor: (names: string) => `Waiting for ${names} to choose.`,
  yourChoice: 'Your choice',
  /** What each question asks, said to the one who answers it. */
  ask: {
    order: (area: string) => `Several of your cities are attacked. Which one is fought over next? (${area} is first unless you choose another.)`,
    wait: (area: string) => `Your city in ${area} has fallen and you lack the tokens to replace it. You may first wait for your own attack elsewhere, once.`,
    card: (area: string) => `You took the city in ${area}. You may draw one trade card at random from its owner's hand.`,
    treasury: (area: string) => `You took the city in ${area}. You may move up to three tokens from your stock into your treasury.`,
    support: 'Your tokens on the board cannot support all your cities. Choose a city to reduce (cities built this turn go first).',
  },
  /** What the others read meanwhile. */
  about: {
    order: (who: string) => `${who} chooses which of his attacked cities is fought over next.`,
    wait: (who: string) => `${who} may wait for his own attack before his city is replaced.`,
    card: (who: string) => `${who} may draw a trade card from the city's owner.`,
    treasury: (who: string) => `${who} chooses how many tokens to bank.`,
    support: (who: string) => `${who} cannot support every city and chooses which one to reduce.`,
  },
  attackFirst: (area: string) => `Fight over ${area} next`,
  waitYes: 'Wait for my own attack first',
  waitNo: 'Replace the city now',
  drawYes: 'Draw a card',
  drawNo: 'Draw no card',
  bank: (n: number) => (n === 0 ? 'Bank nothing' : `Bank ${plural(n, 'token')}`),
  reduce: (area: string) => `Reduce the city in ${area}`,
  lit: 'You may choose this area',
  /** ME-POPX-3, in the board panel: a token placed this phase comes back. */
  takeBack: (area: string) => `Take back a token from ${area}`,
};
