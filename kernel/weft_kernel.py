"""weft_kernel.py — the Jupyter kernel for Weft: a thin ipykernel wrapper driving one persistent
`weft --serve` process over the framed pipes of repl/serve.h (docs/jupyter.md).

ipykernel does the messaging (ZeroMQ on localhost, HMAC-signed with the connection file's key);
this file turns execute, complete, inspect and is_complete requests into frames, stream frames
into stream messages while a cell runs, and errors into Jupyter errors with Weft's traceback.
Interrupt is SIGINT to the weft process (KeyboardInterrupt, state kept); restart starts a new
one. Run as `python3 weft_kernel.py -f CONNECTION_FILE` (what kernel.json's argv does).
"""
import os
import re
import select
import shutil
import signal
import struct
import subprocess

from ipykernel.kernelapp import IPKernelApp
from ipykernel.kernelbase import Kernel

HELLO, STDOUT, STDERR, REPLY, DISPLAY = b"h", b"o", b"e", b"r", b"d"
STREAM_DELAY = 0.05  # seconds: output printed closer together than this is one message


def weft_command():
    """The weft the kernelspec names (WEFT, set by kernel.json's env), else weft on PATH."""
    return os.environ.get("WEFT") or shutil.which("weft") or "weft"


class WeftProcess:
    """One `weft --serve` child and the frames to and from it."""

    def __init__(self, command):
        self.proc = subprocess.Popen([command, "--serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, bufsize=0,
                                     start_new_session=True)  # Ctrl-C to the kernel is not for it
        kind, fields = self.read()
        if kind != HELLO:
            raise RuntimeError("weft --serve did not start")
        self.version = fields[0].decode() if fields else "weft"

    def send(self, kind, *fields):
        body = kind + b"".join(struct.pack(">I", len(f)) + f
                               for f in (x.encode() if isinstance(x, str) else x for x in fields))
        self.proc.stdin.write(struct.pack(">I", len(body)) + body)
        self.proc.stdin.flush()

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.proc.stdout.read(n - len(data))
            if not chunk:
                raise EOFError("weft exited")
            data += chunk
        return data

    def read(self):
        """The next frame as (kind, [field bytes])."""
        (n,) = struct.unpack(">I", self._exact(4))
        body = self._exact(n)
        kind, fields, at = body[:1], [], 1
        while at < n:
            (m,) = struct.unpack(">I", body[at:at + 4])
            fields.append(body[at + 4:at + 4 + m])
            at += 4 + m
        return kind, fields

    def request(self, kind, *fields, on_stream=None, on_display=None):
        """Send a request; return the reply's fields. Stream frames before it go to
        on_stream(name, text), joined while they come fast: a chunk waits at most
        STREAM_DELAY seconds, and all of it is sent before the reply returns. Display frames
        (rich output: %prof's SVG timeline) go to on_display(mime, text), in order with the
        streams."""
        self.send(kind, *fields)
        pending_name, pending = None, []

        def flush():
            nonlocal pending
            if pending and on_stream:
                on_stream(pending_name, b"".join(pending).decode("utf-8", "replace"))
            pending = []

        while True:
            if pending and not select.select([self.proc.stdout], [], [], STREAM_DELAY)[0]:
                flush()
            k, got = self.read()
            if k in (STDOUT, STDERR):
                name = "stdout" if k == STDOUT else "stderr"
                if name != pending_name:
                    flush()
                    pending_name = name
                pending.append(got[0])
            elif k == DISPLAY:
                flush()
                if on_display:
                    on_display(got[0].decode(), got[1].decode("utf-8", "replace"))
            elif k == REPLY:
                flush()
                return [f.decode("utf-8", "replace") for f in got]

    def interrupt(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def char_to_byte(code, pos):
    """Jupyter's cursor offsets count code points; the protocol's count UTF-8 bytes."""
    return len(code[:pos].encode())


def byte_to_char(code, pos):
    return len(code.encode()[:pos].decode("utf-8", "replace"))


# The text/plain beside each kind of rich output: the profiler's SVG timeline, a matplotlib
# figure (PNG, sent base64-encoded as Jupyter wants it).
DISPLAY_TEXT = {"image/svg+xml": "<Weft profile timeline (SVG)>", "image/png": "<Figure>"}


class WeftKernel(Kernel):
    implementation = "weft"
    implementation_version = "0.1.0"
    language = "python"
    language_version = "3.11"
    language_info = {
        "name": "python",
        "version": "3.11",
        "mimetype": "text/x-python",
        "file_extension": ".py",
        "codemirror_mode": {"name": "ipython", "version": 3},
        "pygments_lexer": "ipython3",
        "nbconvert_exporter": "python",
    }
    banner = "Weft: a Python 3 subset with NumPy and a CUDA simulator"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.weft = WeftProcess(weft_command())

    def _stream(self, name, text):
        self.send_response(self.iopub_socket, "stream", {"name": name, "text": text})

    def _display(self, mime, data):
        if mime == "image/svg+xml" and data.startswith("<?xml"):
            # an XML declaration inside HTML is not well formed: nbconvert's HTML export (lxml)
            # refuses it, and IPython's SVG display drops it too
            data = data[data.index("?>") + 2:].lstrip()
        if mime == "image/svg+xml":
            # as wide as the output area at most, scaled by its viewBox: at its own width the
            # timeline's summary fell outside classic Notebook's output area, which sizes the
            # picture from the width and height attributes
            data = re.sub(r'^<svg([^>]*?) width="(\d+)" height="(\d+)"',
                          r'<svg\1 width="100%" style="max-width: \2px; height: auto"', data, count=1)
        self.send_response(self.iopub_socket, "display_data", {
            "data": {mime: data, "text/plain": DISPLAY_TEXT.get(mime, f"<{mime}>")}, "metadata": {}})

    def do_execute(self, code, silent, store_history=True, user_expressions=None,
                   allow_stdin=False):
        name = f"Cell In[{self.execution_count}]"
        try:
            reply = self.weft.request(b"x", name, code,
                                      on_stream=None if silent else self._stream,
                                      on_display=None if silent else self._display)
        except (EOFError, BrokenPipeError, OSError):
            return self._died()
        if reply[0] == "error":
            ename, evalue, tb = reply[1], reply[2], reply[3]
            content = {"ename": ename, "evalue": evalue,
                       "traceback": tb.rstrip("\n").split("\n") if tb else [f"{ename}: {evalue}"]}
            if not silent:
                self.send_response(self.iopub_socket, "error", content)
            return {"status": "error", "execution_count": self.execution_count, **content}
        if len(reply) > 1 and not silent:
            self.send_response(self.iopub_socket, "execute_result", {
                "execution_count": self.execution_count,
                "data": {"text/plain": reply[1]}, "metadata": {}})
        return {"status": "ok", "execution_count": self.execution_count, "payload": [],
                "user_expressions": {}}

    def _died(self):
        """weft ended (a crash, or killed): report it and start a fresh one for the next cell."""
        status = self.weft.proc.poll()
        content = {"ename": "DeadKernelError", "evalue": f"weft exited with status {status}",
                   "traceback": [f"weft exited with status {status}; its state is lost and a "
                                 "new weft process has been started"]}
        self.send_response(self.iopub_socket, "error", content)
        self.weft.stop()
        self.weft = WeftProcess(weft_command())
        return {"status": "error", "execution_count": self.execution_count, **content}

    def do_complete(self, code, cursor_pos):
        at = char_to_byte(code, len(code) if cursor_pos is None else cursor_pos)
        reply = self.weft.request(b"c", code, str(at))
        return {"status": "ok", "matches": reply[2:],
                "cursor_start": byte_to_char(code, int(reply[0])),
                "cursor_end": byte_to_char(code, int(reply[1])), "metadata": {}}

    def do_inspect(self, code, cursor_pos, detail_level=0, omit_sections=()):
        reply = self.weft.request(b"i", code, str(char_to_byte(code, cursor_pos)))
        found = reply[0] == "1"
        return {"status": "ok", "found": found, "metadata": {},
                "data": {"text/plain": reply[1]} if found else {}}

    def do_is_complete(self, code):
        reply = self.weft.request(b"k", code)
        content = {"status": reply[0]}
        if reply[0] == "incomplete":
            content["indent"] = reply[1]
        return content

    def do_shutdown(self, restart):
        self.weft.stop()
        if restart:
            self.weft = WeftProcess(weft_command())
        return {"status": "ok", "restart": restart}

    async def interrupt_request(self, stream, ident, parent):
        """kernel.json asks for interrupts as messages (on the control thread, while a cell runs
        on the shell thread): weft, in a session of its own, gets the SIGINT."""
        self.weft.interrupt()
        self.session.send(stream, "interrupt_reply", {"status": "ok"}, parent, ident=ident)


if __name__ == "__main__":
    IPKernelApp.launch_instance(kernel_class=WeftKernel)
