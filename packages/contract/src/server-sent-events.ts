/** One server-sent event: its name (`message` when the frame names none) and its data lines joined. */
export type StreamEvent = { event: string; data: string };

/**
 * The events of a `text/event-stream` body as they arrive: `event:` and `data:` lines, each frame
 * ended by a blank line. One reader for the console (which reads the stream with fetch, to send its
 * headers) and for the tests and checks that listen to the Circle badge. Ends with the stream.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
  }
}
