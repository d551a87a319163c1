// A test MCP Apps host (tests/mcp/test_apps_view.py): ext-apps's own AppBridge and
// PostMessageTransport, as a chat host uses them, with the view in a sandboxed iframe
// under the strict CSP hosts apply by default. The MCP client is the test's (Python,
// over real stdio): each tools/call of the view goes to window.mcpCallTool.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

// What hosts apply when a resource declares no domains (the ext-apps spec's default).
const CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
  + "img-src data:; media-src data:; connect-src 'none'; frame-src 'none'; base-uri 'none'";

window.startHost = async ({ html, toolInput, toolResult }) => {
  const log = (window.hostLog = { initialized: false, calls: [], sizes: [], tornDown: false });
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts"); // an opaque origin: no same-origin access
  Object.assign(iframe.style, { width: "1000px", height: "700px", border: "1px solid #ccc" });
  document.body.append(iframe);
  const bridge = new AppBridge(null, { name: "nbshot-test-host", version: "1.0.0" },
    { serverTools: {}, serverResources: {} },
    { hostContext: { theme: "light", displayMode: "inline", platform: "web",
      containerDimensions: { maxWidth: 1000, maxHeight: 700 } } });
  bridge.oncalltool = async (params) => {
    log.calls.push(params);
    return await window.mcpCallTool(params.name, params.arguments || {});
  };
  bridge.onsizechange = (size) => { log.sizes.push(size); };
  bridge.oninitialized = () => {
    log.initialized = true;
    bridge.sendToolInput({ arguments: toolInput });
    bridge.sendToolResult(toolResult);
  };
  window.hostBridge = bridge;
  // Listening before the document loads: the view's ui/initialize comes at once.
  await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
  iframe.srcdoc = html.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${CSP}">`);
};

window.resizeHost = (maxWidth) => {
  window.hostBridge.setHostContext({ theme: "light", displayMode: "inline", platform: "web",
    containerDimensions: { maxWidth, maxHeight: 700 } });
};

window.teardownHost = async () => {
  await window.hostBridge.teardownResource({});
  window.hostLog.tornDown = true;
};
