/** The strong bot's Web Worker: the search runs here, so the page never freezes (botProtocol.ts). */
import { answerBotRequest, type BotRequest } from './botProtocol.ts';

self.onmessage = (e: MessageEvent<BotRequest>) => {
  self.postMessage(answerBotRequest(e.data));
};
