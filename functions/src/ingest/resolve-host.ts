/** The Function's DNS lookup for feed hosts: every address a name resolves to (v4 and v6). */
import { lookup } from 'node:dns/promises';

export async function resolveHost(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}
