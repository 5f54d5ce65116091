import dns2 from 'dns2';

/** A loopback DNS server answering TXT queries from a map that tests change at will. */
export interface TestDns {
  /** `host:port` for SSO_DNS_SERVERS / ssoDnsServers. */
  address: string;
  txt: Map<string, string[]>;
  close(): Promise<void>;
}

/** Starts a UDP DNS server on 127.0.0.1 (ephemeral port, or the given one). */
export async function startTestDns(port = 0): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question && question.type === dns2.Packet.TYPE.TXT) {
        for (const data of txt.get(question.name.toLowerCase()) ?? []) {
          response.answers.push({ name: question.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data } as never);
        }
      }
      send(response);
    },
  });
  const listening = await server.listen({ udp: { port, address: '127.0.0.1' } });
  const bound = (listening as unknown as { udp: { port: number } }).udp.port;
  return { address: `127.0.0.1:${bound}`, txt, close: () => server.close() };
}
