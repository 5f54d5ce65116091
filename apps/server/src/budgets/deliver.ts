import type { Deps } from '../deps';
import type { OutgoingMessage } from '../mailbox';
import type { Ticket } from './spend';

/**
 * Sends one mail or text: the one place the server hands a message to the outbox (a static test keeps it so), and
 * only with a {@link Ticket} spent for that very destination.
 */
export async function deliver(deps: Pick<Deps, 'outbox'>, ticket: Ticket, message: OutgoingMessage): Promise<void> {
  if (ticket.channel !== message.channel || ticket.to.toLowerCase() !== message.to.toLowerCase()) {
    throw new Error(`a ${ticket.purpose} budget was spent for another destination`);
  }
  await deps.outbox.send(message);
}
