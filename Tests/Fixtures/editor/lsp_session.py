# Talks to a Lua language server over stdio (LSP's JSON-RPC with Content-Length framing), as an
# editor does, and prints what it answered (one fact a line, tab-separated):
#
#   lsp_session.py SERVER WORKSPACE FILE LINE:COLUMN ...
#
# opens FILE (inside WORKSPACE) with its text, asks for completion at each LINE:COLUMN (0-based,
# LSP's positions), waits for the file's diagnostics, and prints
#
#   completion  LINE:COLUMN  LABEL|LABEL|…     (sorted)
#   diagnostic  LINE  CODE  MESSAGE
#
# Standard library only: subprocess, json, threading. Exits 2 if the server says nothing in time.
import json
import os
import queue
import subprocess
import sys
import threading
import time

server, workspace, path, *positions = sys.argv[1:]
process = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
incoming = queue.Queue()


def reader():
    stream = process.stdout
    while True:
        length = None
        while True:
            line = stream.readline()
            if not line:
                return
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        incoming.put(json.loads(stream.read(length)))


threading.Thread(target=reader, daemon=True).start()
next_id = 0


def send(method, params, request=True):
    global next_id
    message = {"jsonrpc": "2.0", "method": method, "params": params}
    if request:
        next_id += 1
        message["id"] = next_id
    body = json.dumps(message).encode()
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    process.stdin.flush()
    return message.get("id")


diagnostics = {}


def wait(until, seconds=60):
    """Reads messages until `until(message)` is true; answers the server's own requests."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            message = incoming.get(timeout=max(0.05, deadline - time.monotonic()))
        except queue.Empty:
            break
        if message.get("method") == "textDocument/publishDiagnostics":
            diagnostics[message["params"]["uri"]] = message["params"]["diagnostics"]
        elif "method" in message and "id" in message:  # the server asks (configuration, progress)
            result = [None] * len(message["params"].get("items", [])) if message["method"] == "workspace/configuration" else None
            body = json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}).encode()
            process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            process.stdin.flush()
        if until(message):
            return message
    print("the server did not answer in time", file=sys.stderr)
    sys.exit(2)


root = "file://" + os.path.abspath(workspace)
uri = "file://" + os.path.abspath(path)
request = send("initialize", {"processId": os.getpid(), "rootUri": root,
                              "workspaceFolders": [{"uri": root, "name": "suite"}],
                              # emmylua_ls sets a workspace up only for a client with workspace
                              # capabilities; its progress says when the workspace is indexed.
                              "capabilities": {"workspace": {"configuration": True, "workspaceFolders": True},
                                               "window": {"workDoneProgress": True},
                                               "textDocument": {"completion": {"completionItem": {}},
                                                                "publishDiagnostics": {}}}})
wait(lambda m: m.get("id") == request)
send("initialized", {}, request=False)
wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end", 120)
with open(path, encoding="utf-8") as file:
    text = file.read()
send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "lua", "version": 1, "text": text}},
     request=False)
wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, 120)
for position in positions:
    line, column = (int(v) for v in position.split(":"))
    request = send("textDocument/completion", {"textDocument": {"uri": uri},
                                               "position": {"line": line, "character": column}})
    answer = wait(lambda m: m.get("id") == request)
    result = answer.get("result") or []
    items = result["items"] if isinstance(result, dict) else result
    print("completion", position, "|".join(sorted({item["label"] for item in items})), sep="\t")
for diagnostic in diagnostics.get(uri, []):
    print("diagnostic", diagnostic["range"]["start"]["line"], diagnostic.get("code", "-"),
          diagnostic["message"].replace("\n", " "), sep="\t")
request = send("shutdown", None)
wait(lambda m: m.get("id") == request)
send("exit", None, request=False)
process.wait(timeout=10)
