import type { Page } from "@playwright/test";

/**
 * Makes one Convex action fail on the wire, as an unexpected server error would: the page's
 * WebSocket to /api/ is proxied, and calls of `udfPath` are answered with a failed
 * ActionResponse instead of reaching the server. Everything else passes through.
 */
export async function failActionOnWire(page: Page, udfPath: string): Promise<void> {
  await page.routeWebSocket(/\/api\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const parsed =
        typeof message === "string"
          ? (JSON.parse(message) as { type?: string; udfPath?: string; requestId?: number })
          : {};
      if (parsed.type === "Action" && parsed.udfPath === udfPath) {
        ws.send(
          JSON.stringify({
            type: "ActionResponse",
            requestId: parsed.requestId,
            success: false,
            result: "Server Error",
            logLines: [],
          }),
        );
        return;
      }
      server.send(message);
    });
  });
}
