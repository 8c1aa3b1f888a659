#!/usr/bin/python3
"""The Weft Jupyter kernel (kernel/weft_kernel.py driving `weft --serve`) through Jupyter's own
machinery. The kernelspec is installed with `jupyter kernelspec install --prefix` into a
temporary prefix named by JUPYTER_PATH (nothing is written under HOME). Then:

  - jupyter_client's BlockingKernelClient: execute with state across requests, Out values,
    stdout/stderr streams (seen while the cell still runs), errors with Weft's traceback,
    complete, inspect, is_complete, interrupt (KeyboardInterrupt, state kept) and restart;
  - `jupyter nbconvert --to notebook --execute --allow-errors` on a notebook built here;
  - every notebook of notebooks/ executed with nbclient: the outputs stored in it must be the
    ones the run produces (cells tagged `varies`, e.g. timings, are compared by output kind).

usage: test_kernel.py [--weft build/weft] [-k NAME] [--update]
  --update  store the fresh outputs in notebooks/*.ipynb instead of comparing (for authors)
Ends with the line `N passed, N failed`.
"""
import argparse
import glob
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import traceback

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TIMEOUT = 60


def install_kernelspec(weft, tmp):
    """kernel/ as `make kernelspec` installs it, into tmp/prefix; returns the JUPYTER_PATH."""
    src = os.path.join(tmp, "src", "weft")
    os.makedirs(src)
    shutil.copy(os.path.join(ROOT, "kernel", "weft_kernel.py"), src)
    with open(os.path.join(ROOT, "kernel", "kernel.json.in")) as f:
        spec = f.read().replace("@WEFT@", os.path.abspath(weft))
    with open(os.path.join(src, "kernel.json"), "w") as f:
        f.write(spec)
    prefix = os.path.join(tmp, "prefix")
    subprocess.run(["jupyter", "kernelspec", "install", "--prefix", prefix, "--name", "weft", src],
                   check=True, capture_output=True)
    return os.path.join(prefix, "share", "jupyter")


def isolate(tmp, jupyter_path):
    """Jupyter's folders under tmp, the kernelspec found through JUPYTER_PATH."""
    os.environ["JUPYTER_PATH"] = jupyter_path
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                     ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
        os.environ[var] = os.path.join(tmp, sub)
    os.environ["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"


# ---- the kernel through jupyter_client ----

class Kernel:
    def __init__(self):
        from jupyter_client.manager import start_new_kernel
        self.km, self.kc = start_new_kernel(kernel_name="weft", startup_timeout=TIMEOUT)

    def stop(self):
        self.kc.stop_channels()
        self.km.shutdown_kernel(now=True)

    def iopub_until_idle(self, msg_id):
        """The iopub messages of one request, up to its idle status."""
        msgs = []
        while True:
            m = self.kc.get_iopub_msg(timeout=TIMEOUT)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
                return msgs
            msgs.append(m)

    def reply(self, msg_id):
        """The shell reply's content to request msg_id (earlier replies are skipped)."""
        while True:
            m = self.kc.get_shell_msg(timeout=TIMEOUT)
            if m["parent_header"].get("msg_id") == msg_id:
                return m["content"]

    def run(self, code):
        """(the execute reply's content, the iopub messages) for one cell."""
        msg_id = self.kc.execute(code)
        return self.reply(msg_id), self.iopub_until_idle(msg_id)


def of_type(msgs, kind):
    return [m["content"] for m in msgs if m["msg_type"] == kind]


def result_text(msgs):
    results = of_type(msgs, "execute_result")
    return results[0]["data"]["text/plain"] if results else None


def test_state_and_values(k):
    content, msgs = k.run("x = 6 * 7\ny = 'weft'")
    assert content["status"] == "ok", content
    assert result_text(msgs) is None  # an assignment has no value
    content, msgs = k.run("x\ny.upper()")
    assert result_text(msgs) == "'WEFT'", msgs  # only the last statement's value is Out
    content, msgs = k.run("_ * 2")
    assert result_text(msgs) == "'WEFTWEFT'", msgs
    content, msgs = k.run("print(x)")
    assert result_text(msgs) is None  # print's None is not shown


def test_streams(k):
    content, msgs = k.run("import sys\nprint('to out')\nprint('to err', file=sys.stderr)")
    streams = of_type(msgs, "stream")
    assert {"name": "stdout", "text": "to out\n"} in streams, streams
    assert {"name": "stderr", "text": "to err\n"} in streams, streams


def test_prof_shows_timeline(k):
    """%prof of a kernel launch: the report streams, then the SVG timeline as display data."""
    k.run("import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef inc(x):\n    i = cuda.grid(1)\n"
          "    if i < x.size:\n        x[i] += 1\n\na = np.zeros(256, dtype=np.float32)")
    content, msgs = k.run("%prof inc[1, 256](a)")
    assert content["status"] == "ok", content
    shown = of_type(msgs, "display_data")
    assert len(shown) == 1, msgs
    svg = shown[0]["data"]["image/svg+xml"]
    assert svg.startswith("<svg") and "<?xml" not in svg and 'data-lane="Kernels"' in svg, svg[:200]
    # scaled to the output area (classic Notebook sizes it from the width attribute)
    assert 'width="100%" style="max-width: ' in svg.split(">", 1)[0], svg[:200]
    kinds = [m["msg_type"] for m in msgs if m["msg_type"] in ("stream", "display_data")]
    assert kinds.index("display_data") > 0 and "==PROF==" in "".join(
        m["content"].get("text", "") for m in msgs if m["msg_type"] == "stream"), kinds
    content, msgs = k.run("print(1)")
    assert of_type(msgs, "display_data") == [], msgs  # only %prof shows one


def test_plot_shows_png(k):
    """plt.plot + plt.show(): the figure as image/png display data (a PNG, base64); a figure
    left open at the end of a cell shows too, and each shows once."""
    import base64
    content, msgs = k.run("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.show()")
    assert content["status"] == "ok", content
    shown = of_type(msgs, "display_data")
    assert len(shown) == 1, msgs
    png = base64.b64decode(shown[0]["data"]["image/png"])
    assert png[:8] == b"\x89PNG\r\n\x1a\n", png[:16]
    assert int.from_bytes(png[16:20], "big") == 640 and int.from_bytes(png[20:24], "big") == 480
    content, msgs = k.run("plt.hist([1, 2, 2, 3])\nx = 1")
    assert len(of_type(msgs, "display_data")) == 1, msgs  # shown at the cell's end
    content, msgs = k.run("print(plt.get_fignums())")
    assert of_type(msgs, "display_data") == [], msgs
    assert {"name": "stdout", "text": "[]\n"} in of_type(msgs, "stream"), msgs


def test_error(k):
    k.run("def f(a, b=1):\n    return a / b")
    content, msgs = k.run("f(1, 0)")
    assert content["status"] == "error" and content["ename"] == "ZeroDivisionError", content
    err = of_type(msgs, "error")[0]
    assert err["evalue"] == "division by zero", err
    assert err["traceback"][-1] == "ZeroDivisionError: division by zero", err
    assert '  File "Cell In[1]", line 2, in f' in err["traceback"], err  # the cell that defined f
    content, msgs = k.run("x = (")
    assert content["ename"] == "SyntaxError", content
    content, msgs = k.run("if 1:\nx = 1")
    assert content["ename"] == "IndentationError", content
    content, msgs = k.run("x = " + "-" * 3000 + "1")  # deeper than CPython's compiler recurses
    assert content["ename"] == "RecursionError", content
    assert content["evalue"] == "maximum recursion depth exceeded during compilation", content
    content, msgs = k.run("x = " + "-" * 2000 + "1\nx")
    assert content["status"] == "ok", content


def test_complete(k):
    k.run("import numpy as np\nsome_value = 1")
    reply = k.reply(k.kc.complete("np.ara", 6))
    assert "arange" in reply["matches"] and reply["cursor_start"] == 3, reply
    reply = k.reply(k.kc.complete("x = some_v", 10))
    assert reply["matches"] == ["some_value"] and reply["cursor_start"] == 4, reply
    reply = k.reply(k.kc.complete("whi", 3))
    assert reply["matches"] == ["while"], reply  # keywords


def test_inspect(k):
    k.run("def f(a, b=1, *rest, scale=2.0):\n    'Adds.'\n    return a + b")
    reply = k.reply(k.kc.inspect("f(", 2))
    assert reply["found"], reply
    text = reply["data"]["text/plain"]
    assert "f(a, b=1, *rest, scale=2.0)" in text and "Adds." in text, text
    reply = k.reply(k.kc.inspect("nothing_here", 3))
    assert not reply["found"], reply


def test_is_complete(k):
    def ask(code):
        return k.reply(k.kc.is_complete(code))
    assert ask("x = 1") == {"status": "complete"}
    assert ask("for i in range(3):") == {"status": "incomplete", "indent": "    "}
    assert ask("x = [1,") == {"status": "incomplete", "indent": ""}
    assert ask("s = 'open") == {"status": "invalid"}


def test_interrupt_and_restart(k):
    k.run("kept = 'still here'")
    # the first line is printed before the loop: seeing it proves output streams while running
    msg_id = k.kc.execute("print('looping')\nn = 0\nwhile True:\n    n += 1")
    while True:
        m = k.kc.get_iopub_msg(timeout=TIMEOUT)
        if m["msg_type"] == "stream" and m["parent_header"].get("msg_id") == msg_id:
            assert m["content"]["text"] == "looping\n", m
            break
    k.km.interrupt_kernel()
    reply = k.reply(msg_id)
    assert reply["status"] == "error" and reply["ename"] == "KeyboardInterrupt", reply
    k.iopub_until_idle(msg_id)
    content, msgs = k.run("kept, n > 0")
    if content["status"] == "aborted":
        # ipykernel aborts requests that reach it while it is still clearing its queue after
        # the interrupted cell's error (stop_on_error); a loaded machine can land this one there
        content, msgs = k.run("kept, n > 0")
    assert result_text(msgs) == "('still here', True)", (content, msgs)
    k.km.restart_kernel(now=True)
    k.kc.wait_for_ready(timeout=TIMEOUT)
    content, msgs = k.run("kept")
    assert content["ename"] == "NameError", content


KERNEL_TESTS = [test_state_and_values, test_streams, test_prof_shows_timeline, test_plot_shows_png, test_error, test_complete, test_inspect,
                test_is_complete, test_interrupt_and_restart]


# ---- the pipe protocol itself (repl/serve.h), without Jupyter ----

def test_protocol(weft):
    """Bad requests get an error reply and the session goes on; a cell's output comes before
    its reply; end of input ends weft with status 0."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "weft_kernel", os.path.join(ROOT, "kernel", "weft_kernel.py"))
    wk = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(wk)
    p = wk.WeftProcess(weft)
    try:
        assert p.version == "weft 0.1.0", p.version
        assert p.request(b"z") == ["error", "unknown request"]
        assert p.request(b"x", "only a name")[:3] == ["error", "ValueError", "bad execute request"]
        seen = []
        reply = p.request(b"x", "Cell In[1]", "for i in range(3):\n    print(i)\ni * 2",
                          on_stream=lambda name, text: seen.append((name, text)))
        assert reply == ["ok", "4"] and "".join(t for _, t in seen) == "0\n1\n2\n", (reply, seen)
        assert p.request(b"c", "pri", "99")[:3] == ["0", "3", "print"]  # an offset past the end
        assert p.request(b"i", "", "0") == ["0"]
    finally:
        p.stop()
    assert p.proc.returncode == 0, p.proc.returncode


# ---- notebooks ----

def new_notebook(cells):
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "weft", "display_name": "Weft", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    return nb


def test_nbconvert_execute(tmp):
    """The command line a teacher uses, on cells that check state, streams and an error."""
    import nbformat
    path = os.path.join(tmp, "cells.ipynb")
    nbformat.write(new_notebook([
        "total = 0\nfor i in range(5):\n    total += i",
        "import sys\nprint('total is', total)\nprint('a warning', file=sys.stderr)",
        "[1, 2, 3][5]",
        "total * 10",
    ]), path)
    subprocess.run(["jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                    "--ExecutePreprocessor.kernel_name=weft", "--output", "executed.ipynb", path],
                   check=True, capture_output=True, timeout=TIMEOUT * 2)
    cells = nbformat.read(os.path.join(tmp, "executed.ipynb"), as_version=4).cells
    assert cells[0].outputs == [], cells[0]
    out = {o["name"]: o["text"] for o in cells[1].outputs}
    assert out == {"stdout": "total is 10\n", "stderr": "a warning\n"}, cells[1].outputs
    err = cells[2].outputs[0]
    assert err["output_type"] == "error" and err["ename"] == "IndexError", err
    assert err["traceback"][-1] == "IndexError: list index out of range", err
    assert cells[3].outputs[0]["data"]["text/plain"] == "100", cells[3].outputs


def test_nbconvert_debug(tmp):
    """%debug in a notebook (no stdin: the commands follow in the cell), under nbconvert: nothing
    to debug; post-mortem after a simulator fault; %%debug STATEMENT with a breakpoint."""
    import nbformat
    path = os.path.join(tmp, "debug.ipynb")
    nbformat.write(new_notebook([
        "%debug",
        "import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef oob(x):\n"
        "    i = cuda.grid(1)\n    x[i] = i * 2\n\na = np.zeros(60, dtype=np.float32)",
        "oob[1, 64](a)",
        "%debug\nprint i\nprint x[30:34]\ncontinue",
        "%%debug oob[1, 32](a)\nbreak 7 if i == 3\nrun\nprint i\ncontinue",
        "a[:4]",
    ]), path)
    subprocess.run(["jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                    "--ExecutePreprocessor.kernel_name=weft", "--output", "debugged.ipynb", path],
                   check=True, capture_output=True, timeout=TIMEOUT * 2)
    cells = nbformat.read(os.path.join(tmp, "debugged.ipynb"), as_version=4).cells

    def text(cell, name):
        return "".join(o["text"] for o in cell.outputs if o.get("name") == name)
    assert text(cells[0], "stderr") == ("ERROR:root:No traceback has been produced, nothing to "
                                        "debug.\n"), cells[0].outputs
    assert cells[2].outputs[-1]["ename"] == "IndexError", cells[2].outputs
    out = text(cells[3], "stdout")
    assert "Stopped at the fault (post-mortem): kernel oob at " in out, out
    assert "thread (60,0,0) warp 1 lane 28\n" in out, out
    assert "(weft-dbg) print i\ni = 60\n" in out, out
    assert "(weft-dbg) print x[30:34]\nx[30:34] = [60.0, 62.0, 0.0, 0.0]\n" in out, out
    assert "IndexError: tid=[60, 0, 0]" in text(cells[3], "stderr"), cells[3].outputs
    out = text(cells[4], "stdout")
    assert "Breakpoint 1, kernel oob at " in out and "thread (3,0,0)" in out, out
    assert "(weft-dbg) print i\ni = 3\n" in out, out
    assert cells[5].outputs[0]["data"]["text/plain"] == "array([0., 2., 4., 6.], dtype=float32)", \
        cells[5].outputs


def test_nbconvert_debug_host(tmp):
    """%debug in a notebook after an error in host code: post-mortem at the raising frame on the
    kept frames (its variables, the frames above it), a later cell too."""
    import nbformat
    path = os.path.join(tmp, "debughost.ipynb")
    nbformat.write(new_notebook([
        "def mean(values):\n    total = sum(values)\n    return total / len(values)",
        "mean([])",
        "n = 3",
        "%debug\nprint total\nbacktrace\nup\nprint n\ncontinue",
    ]), path)
    subprocess.run(["jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                    "--ExecutePreprocessor.kernel_name=weft", "--output", "debuggedhost.ipynb", path],
                   check=True, capture_output=True, timeout=TIMEOUT * 2)
    cells = nbformat.read(os.path.join(tmp, "debuggedhost.ipynb"), as_version=4).cells
    assert cells[1].outputs[-1]["ename"] == "ZeroDivisionError", cells[1].outputs
    out = "".join(o["text"] for o in cells[3].outputs if o.get("name") == "stdout")
    assert "Post-mortem of the last error: ZeroDivisionError: division by zero\nmean at " in out, out
    assert "(weft-dbg) print total\ntotal = 0\n" in out, out
    assert "(weft-dbg) up\n#1  <module> at " in out, out
    assert "(weft-dbg) print n\nn = 3\n" in out, out


def test_nbconvert_debug_finding(tmp):
    """%%debug stops at a race that a launch before the session already reported (the
    simulator reports each finding once per kernel; a debugging session stops at each once);
    the commands a statement's end left unrun are said."""
    import nbformat
    path = os.path.join(tmp, "finding.ipynb")
    nbformat.write(new_notebook([
        "import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef count(c):\n    c[0] += 1\n\n"
        "c = np.zeros(1, dtype=np.int32)\ncount[1, 64](c)",
        "%%debug count[1, 64](c)\nrun\nprint c[0]\ncontinue",
        "%%debug c[0] = 1\nrun\n\nprint c[0]\ninfo warps",
    ]), path)
    subprocess.run(["jupyter", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
                    "--ExecutePreprocessor.kernel_name=weft", "--output", "found.ipynb", path],
                   check=True, capture_output=True, timeout=TIMEOUT * 2)
    cells = nbformat.read(os.path.join(tmp, "found.ipynb"), as_version=4).cells
    assert "race (write after read) on c[0]" in cells[0].outputs[0]["text"], cells[0].outputs
    out = "".join(o["text"] for o in cells[1].outputs if o.get("name") == "stdout")
    assert "Stopped at the check's finding: kernel count at Cell In[1]:6" in out, out
    assert "(weft-dbg) print c[0]\nc[0] = 64\n" in out, out
    out = "".join(o["text"] for o in cells[2].outputs if o.get("name") == "stdout")
    assert out.endswith("(weft-dbg) run\nThe statement ended with no more stops: 2 commands not run "
                        "(from \"print c[0]\").\n"), out


def coalesced(outputs):
    """Consecutive stream outputs of one stream joined, as a notebook shows them (how a
    cell's output was cut into messages depends on timing)."""
    outs = []
    for o in outputs:
        if (o["output_type"] == "stream" and outs and outs[-1]["output_type"] == "stream"
                and outs[-1]["name"] == o["name"]):
            outs[-1] = dict(outs[-1], text=outs[-1]["text"] + o["text"])
        else:
            outs.append(o)
    return outs


def comparable(cell):
    """A cell's outputs as compared: tagged `varies`, only each output's kind and stream. Each
    stream's text is compared as one piece, stdout's before stderr's, where the cell's first
    stream output was: how the two interleave depends on which pipe the kernel read first (a
    fault report on stderr amid the debugger's stdout)."""
    outs, streams, at = [], {}, None
    for o in cell.get("outputs", []):
        if o["output_type"] == "stream":
            at = len(outs) if at is None else at
            streams[o["name"]] = streams.get(o["name"], "") + o["text"]
            continue
        o = dict(o)
        o.pop("execution_count", None)
        outs.append(o)
    if at is not None:
        outs[at:at] = [{"output_type": "stream", "name": name, "text": streams[name]}
                       for name in sorted(streams, reverse=True)]
    if "varies" in cell.metadata.get("tags", []):
        outs = [{"output_type": o["output_type"], "name": o.get("name")} for o in outs]
    return outs


def run_notebook(path, update):
    import nbformat
    from nbclient import NotebookClient
    nb = nbformat.read(path, as_version=4)
    fresh = nbformat.read(path, as_version=4)
    NotebookClient(fresh, kernel_name="weft", timeout=TIMEOUT * 2,
                   resources={"metadata": {"path": os.path.dirname(path)}}).execute()
    if update:
        for cell in fresh.cells:
            if cell.cell_type == "code":
                cell.outputs = [nbformat.from_dict(o) for o in coalesced(cell.outputs)]
        nbformat.write(fresh, path)
        return
    for k, (old, new) in enumerate(zip(nb.cells, fresh.cells)):
        if old.cell_type == "code":
            assert comparable(old) == comparable(new), (
                f"cell {k}: stored outputs differ from the run's\nstored: {comparable(old)}\n"
                f"run:    {comparable(new)}\n(`tests/jupyter/test_kernel.py --update` stores them)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build", "weft"))
    ap.add_argument("-k", default="")
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="weft-jupyter-")
    passed = failed = 0

    def report(name, fn):
        nonlocal passed, failed
        try:
            fn()
            passed += 1
            print(f"PASS {name}")
        except Exception:
            failed += 1
            print(f"FAIL {name}")
            traceback.print_exc(file=sys.stdout)

    try:
        isolate(tmp, install_kernelspec(args.weft, tmp))
        if not args.update:
            for fn in KERNEL_TESTS:
                if args.k in fn.__name__:
                    def one(fn=fn):
                        k = Kernel()
                        try:
                            fn(k)
                        finally:
                            k.stop()
                    report(fn.__name__, one)
            if args.k in "test_protocol":
                report("test_protocol", lambda: test_protocol(args.weft))
            if args.k in "test_nbconvert_execute":
                report("test_nbconvert_execute", lambda: test_nbconvert_execute(tmp))
            if args.k in "test_nbconvert_debug":
                report("test_nbconvert_debug", lambda: test_nbconvert_debug(tmp))
            if args.k in "test_nbconvert_debug_host":
                report("test_nbconvert_debug_host", lambda: test_nbconvert_debug_host(tmp))
            if args.k in "test_nbconvert_debug_finding":
                report("test_nbconvert_debug_finding", lambda: test_nbconvert_debug_finding(tmp))
        for path in sorted(glob.glob(os.path.join(ROOT, "notebooks", "*.ipynb"))):
            name = os.path.basename(path)
            if args.k in name:
                report(f"notebook {name}", lambda path=path: run_notebook(path, args.update))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
