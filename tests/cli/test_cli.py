#!/usr/bin/python3
"""Tests of the `weft` command line (repl/main.c, repl/options.c): flags, exit codes, messages,
-c, a program on stdin (`weft -` too), --dis, sys.argv and sys.exit, Ctrl-C (SIGINT) during a run, and the engine flags
(--check, --sim-*, --mode, --gpu-*, --dump-cuda, --compile-only, --profile, --device-model,
--trace, --profile-svg): the effect of each, and the one-line usage error for each bad value.

usage: test_cli.py [--weft build/weft] [-k NAME]    Ends with the line `N passed, N failed`."""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEFT = os.path.join(ROOT, "build", "weft")
KERNELS = os.path.join(ROOT, "tests", "golden", "kernels")
ENGINE_FLAGS = {"--check", "--sim-schedule", "--sim-threads", "--mode", "--gpu-fast", "--gpu-check",
                "--dump-cuda", "--compile-only", "--profile", "--device-model", "--trace",
                "--profile-svg", "--jit", "--dump-c", "--debug", "--debug-commands", "--max-memory"}
FLAGS = {"-c", "-i", "-W", "--dis", "--serve", "--version", "-h", "--help"} | ENGINE_FLAGS  # what --help must list
# The engine flags' environment variables, cleared so that the caller's do not leak in.
ENGINE_ENV = ("WEFT_CHECK", "WEFT_SIM_SCHEDULE", "WEFT_SIM_THREADS", "WEFT_MODE", "WEFT_GPU_FAST",
              "WEFT_GPU_CHECK", "WEFT_DUMP_CUDA", "WEFT_COMPILE_ONLY", "WEFT_PROFILE",
              "WEFT_DEVICE_MODEL", "WEFT_TRACE", "WEFT_PROFILE_SVG", "WEFT_JIT", "WEFT_DUMP_C",
              "WEFT_DEBUG", "WEFT_DEBUG_COMMANDS", "WEFT_MAX_MEMORY")


def weft(*args, stdin="", cwd=None, env=None):
    clean = {k: v for k, v in os.environ.items() if k not in ENGINE_ENV}
    return subprocess.run([WEFT, *args], input=stdin, capture_output=True, text=True,
                          timeout=60, cwd=cwd, env={**clean, **(env or {})})


def last_line(text):
    return text.rstrip("\n").split("\n")[-1]


def test_version():
    r = weft("--version")
    assert (r.returncode, r.stdout) == (0, "weft 0.1.0\n"), r


def test_typing_error_names_a_pseudo_file_as_numba_does():
    # code with no file ("-c", the REPL's <stdin>, a notebook's "Cell In[4]") keeps its name in
    # Numba's "During: typing of argument at ..." line: no working directory joined to it
    src = "from numba import njit\nclass A: pass\n@njit\ndef f(x):\n    return x\nf(A())\n"
    r = weft("-c", src)
    assert r.returncode == 1 and "During: typing of argument at <string> (3)" in r.stderr, r.stderr
    assert 'File "<string>", line 3:' in r.stderr and os.getcwd() not in r.stderr, r.stderr


def test_serve_says_hello_and_ends_with_its_input():
    """`weft --serve` (docs/jupyter.md): its first frame is HELLO; end of input is status 0.
    tests/jupyter/test_kernel.py tests the rest of the protocol."""
    r = subprocess.run([WEFT, "--serve"], input=b"", capture_output=True, timeout=60)
    hello = b"h" + len(b"weft 0.1.0").to_bytes(4, "big") + b"weft 0.1.0"
    assert (r.returncode, r.stdout) == (0, len(hello).to_bytes(4, "big") + hello), r


def test_help_lists_exactly_the_working_flags():
    """The command's own flags and the engine options (repl/options.c), each tested below."""
    for flag in ("--help", "-h"):
        r = weft(flag)
        assert r.returncode == 0 and r.stdout.startswith("usage: weft"), r
        listed = {w.rstrip(",").split("=")[0].split("[")[0] for line in r.stdout.splitlines()
                  for w in line.split() if w.startswith("-") and len(w) > 1}
        assert listed == FLAGS, listed


WARNS = ("import sys, warnings\nprint(sys.warnoptions)\nwarnings.warn('careful')\n"
         "warnings.warn('old', DeprecationWarning)\nprint('end')\n")


def test_warning_options_set_the_filters_as_python_does():
    """-W ARG, -WARG and PYTHONWARNINGS (comma-separated, before the command line's, which
    win) feed warnings' filters; expectations from python3 (CPython 3.11)."""
    r = weft("-W", "error", "-c", WARNS)
    assert r.returncode == 1 and r.stdout == "['error']\n", r
    assert last_line(r.stderr) == "UserWarning: careful", r
    r = weft("-Wignore::UserWarning", "-c", WARNS)
    assert r.returncode == 0 and r.stdout == "['ignore::UserWarning']\nend\n", r
    assert r.stderr == "<string>:4: DeprecationWarning: old\n", r
    r = weft("-W", "ignore", "-c", WARNS, env={"PYTHONWARNINGS": "error,,always::UserWarning"})
    assert (r.returncode, r.stdout, r.stderr) == (0, "['error', 'always::UserWarning', 'ignore']\nend\n", ""), r
    r = weft("-W", "e::DeprecationWarning", "-c", WARNS)
    assert r.returncode == 1 and last_line(r.stderr) == "DeprecationWarning: old", r
    r = weft("-W", "ignore:care", "-W", "always:::__main__:5", "-c", WARNS)
    assert r.stderr == "<string>:4: DeprecationWarning: old\n", r
    r = weft("-c", "import sys; print(sys.warnoptions)")
    assert r.stdout == "[]\n", r


def test_invalid_escape_is_a_deprecation_warning_the_options_show():
    """'\\d' in a literal: CPython 3.11's compile-time DeprecationWarning, hidden by default in a
    program (its module is not __main__ then), shown by -Wd, a SyntaxError under -W error."""
    src = 'x = 1\ny = "\\d"\nprint(len(y))\n'
    r = weft("-c", src)
    assert (r.returncode, r.stdout, r.stderr) == (0, "2\n", ""), r
    r = weft("-Wd", "-c", src)
    assert (r.returncode, r.stderr) == (0, "<string>:2: DeprecationWarning: invalid escape sequence '\\d'\n"), r
    r = weft("-W", "error", "-c", src)
    assert r.returncode == 65 and r.stdout == "", r
    assert r.stderr.endswith('  File "<string>", line 2\n    y = "\\d"\n        ^^^^\n'
                             "SyntaxError: invalid escape sequence '\\d'\n"), r


def test_bad_warning_options_are_said_and_ignored():
    r = weft("-W", "foo", "-W", "::Nope", "-W", "::int", "-W", "error::x.y", "-W", "a:b:c:d:e:f",
             "-W", "i:::m:x", "-c", "print('run')")
    assert (r.returncode, r.stdout) == (0, "run\n"), r
    assert r.stderr.splitlines() == [
        "Invalid -W option ignored: invalid action: 'foo'",
        "Invalid -W option ignored: unknown warning category: 'Nope'",
        "Invalid -W option ignored: invalid warning category: 'int'",
        "Invalid -W option ignored: invalid module name: 'x'",
        "Invalid -W option ignored: too many fields (max 5): 'a:b:c:d:e:f'",
        "Invalid -W option ignored: invalid lineno 'x'"], r
    r = weft("-W")
    assert r.returncode == 2 and r.stderr.startswith("weft: argument expected for the -W option\n"), r


DEBUGGED = os.path.join(ROOT, "tests", "debug")


def test_debug_reads_commands_from_stdin_and_echoes_them():
    """--debug (dbg/, docs/debugger.md; tests/debug has the commands' transcripts)."""
    r = weft("--debug", "reduce.py", stdin="break 13 if tid == 2\nrun\nprint tid\nquit\n", cwd=DEBUGGED)
    assert r.returncode == 0, r
    assert "(weft-dbg) print tid\ntid = 2\n" in r.stdout, r


def test_debug_commands_file_and_its_errors():
    with tempfile.TemporaryDirectory() as d:
        cmds = os.path.join(d, "cmds")
        with open(cmds, "w") as f:
            f.write("break 13\nrun\nprint stride\nquit\n")
        r = weft("--debug-commands=" + cmds, "reduce.py", cwd=DEBUGGED)
        assert r.returncode == 0 and "(weft-dbg) print stride\nstride = 4\n" in r.stdout, r
        r = weft("--debug-commands=" + os.path.join(d, "missing"), "reduce.py", cwd=DEBUGGED)
    assert r.returncode == 2, r
    assert r.stderr.startswith("weft: --debug-commands must be a readable file (got '"), r
    r = weft("--debug=1", "reduce.py", cwd=DEBUGGED)
    assert r.returncode == 2 and r.stderr == "weft: --debug takes no value (got '1')\n", r
    r = weft("reduce.py", cwd=DEBUGGED, env={"WEFT_DEBUG": "x"})
    assert r.returncode == 2 and r.stderr == "weft: WEFT_DEBUG must be 0 or 1 (got 'x')\n", r


def test_debug_needs_a_program_file():
    """--debug with -c or a program on stdin: said, exit 2 (pdb takes a script too)."""
    want = ("weft: --debug debugs a program file (weft --debug prog.py); at the prompt, %debug "
            "STATEMENT debugs one statement\n")
    r = weft("--debug", "-c", "print(1)")
    assert (r.returncode, r.stdout, r.stderr) == (2, "", want), r
    r = weft("--debug", stdin="print(1)\n")
    assert (r.returncode, r.stdout, r.stderr) == (2, "", want), r


def test_unknown_option():
    r = weft("--x")
    lines = r.stderr.splitlines()
    assert r.returncode == 2 and lines[0] == "weft: unknown option '--x'", r
    assert "Try 'weft --help' for more information." in lines, r


def test_missing_file():
    with tempfile.TemporaryDirectory() as d:  # an empty folder: /tmp may hold an x.py
        r = weft("x.py", cwd=d)
    assert r.returncode == 2, r
    assert r.stderr == ("weft: can't open file 'x.py': [Errno 2] No such file or directory\n"), r


def test_directory_is_not_a_program():
    r = weft(tempfile.gettempdir())
    assert r.returncode == 2 and "[Errno 21] Is a directory" in r.stderr, r


def test_option_without_argument():
    for flag in ("-c", "--dis"):
        r = weft(flag)
        assert r.returncode == 2, r
        assert r.stderr.startswith(f"weft: argument expected for the {flag} option\n"), r


def test_dis_missing_file():
    r = weft("--dis", "nope.py", cwd=tempfile.gettempdir())
    assert r.returncode == 2 and "can't open file 'nope.py'" in r.stderr, r


def test_c_runs_code():
    r = weft("-c", "x = 20\nprint(x * 2 + 2)")
    assert (r.returncode, r.stdout) == (0, "42\n"), r


def test_stdin_is_the_program_when_not_a_terminal():
    r = weft(stdin="for i in range(3):\n    print(i)\n")
    assert (r.returncode, r.stdout) == (0, "0\n1\n2\n"), r


def test_dash_reads_the_program_from_stdin():
    r = weft("-", "ignored", stdin="x = [1, 2]\nprint(len(x))\nprint(x[5])\n")
    assert r.returncode == 1 and r.stdout == "2\n", r
    assert 'File "<stdin>", line 3' in r.stderr, r
    assert last_line(r.stderr) == "IndexError: list index out of range", r


def test_dash_on_a_terminal_is_the_repl():
    """Like `python3 -`, `weft -` on a terminal is the interactive REPL."""
    import pty
    master, slave = pty.openpty()
    home = tempfile.TemporaryDirectory()  # the REPL's history file goes there
    p = subprocess.Popen([WEFT, "-"], stdin=slave, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env={**os.environ, "HOME": home.name})
    os.close(slave)
    time.sleep(0.3)
    os.write(master, b"print(6 * 7)\n")
    time.sleep(0.3)
    os.write(master, b"\x04")
    try:
        out, err = p.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        raise AssertionError("weft - did not stop at Ctrl-D")
    finally:
        os.close(master)
        home.cleanup()
    assert p.returncode == 0 and ">>> " in out and "\n42\n" in out, (p.returncode, out, err)


def test_runtime_error_exit_code_and_traceback():
    r = weft("-c", "print(1)\nprint(1 / 0)")
    assert r.returncode == 1 and r.stdout == "1\n", r
    assert last_line(r.stderr) == "ZeroDivisionError: division by zero", r
    assert 'File "<string>", line 2' in r.stderr, r


def test_compile_error_exit_code():
    r = weft("-c", "x = (1 +")
    assert r.returncode == 65 and r.stdout == "", r
    py = subprocess.run(["/usr/bin/python3", "-c", "x = (1 +"], capture_output=True, text=True, timeout=60)
    assert r.stderr == py.stderr, (r.stderr, py.stderr)  # CPython's SyntaxError report


NAMES = """import inspect
import sys
import traceback
import warnings


def f():
    return sys._getframe().f_code.co_filename


print(__file__, sys.argv[0])
print(f.__code__.co_filename, f())
print(inspect.getfile(f), inspect.getsourcefile(f))
print(traceback.extract_stack()[-1].filename)
warnings.warn("careful")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("recorded")
print(w[0].filename)
try:
    1 / 0
except ZeroDivisionError as e:
    print(traceback.format_exception(e)[1], end="")
f(1)
"""


def test_script_named_by_absolute_path():
    """As CPython 3.11, a script's path is joined to the working directory as given (not
    normalised) for __file__, co_filename, inspect, the traceback module, warnings, the uncaught
    traceback and a SyntaxError; sys.argv[0] stays as given. Compared with python3 itself."""
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "sub"))
        for name, src in (("prog.py", NAMES), ("bad.py", "x = 1\ny = (x +\n")):
            with open(os.path.join(d, "sub", name), "w") as f:
                f.write(src)
        for path in ("sub/prog.py", "./sub/../sub/prog.py", os.path.join(d, "sub", "prog.py"), "sub/bad.py"):
            r = weft(path, cwd=d)
            py = subprocess.run(["/usr/bin/python3", path], capture_output=True, text=True, timeout=60, cwd=d)
            assert (r.stdout, r.stderr) == (py.stdout, py.stderr), (path, r, py)
            assert os.path.realpath(d) in r.stderr, r.stderr
            assert r.returncode == (65 if path == "sub/bad.py" else 1), r


def test_source_must_be_utf8():
    """CPython's SyntaxError for a byte that is not UTF-8 (and for overlong forms), as a compile
    error: exit 65, CPython's one-line report (the file named by its absolute path)."""
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(os.path.realpath(d), "p.py").encode()
        cases = [(b'x = 1\ns = "caf\xe9"\n', b"SyntaxError: Non-UTF-8 code starting with '\\xe9' in file " + p + b" on line 2"),
                 (b'print("\xc0\xaf")\n', b"SyntaxError: Non-UTF-8 code starting with '\\xc0' in file " + p + b" on line 1"),
                 (b'print("\xed\xa0\x80")\n', b"SyntaxError: Non-UTF-8 code starting with '\\xed'"),
                 (b'# -*- coding: latin-1 -*-\nprint(1)\n', b'  File "' + p + b'", line 1\n    # -*- coding: latin-1 -*-\n    ^\n'
                  b"SyntaxError: encoding 'latin-1' is not supported in Weft: save the file as UTF-8"),
                 (b'# coding: utf-8\nprint("caf\xc3\xa9")\n', None)]
        for src, err in cases:
            with open(os.path.join(d, "p.py"), "wb") as f:
                f.write(src)
            r = subprocess.run([WEFT, "p.py"], capture_output=True, timeout=60, cwd=d)
            if err is None:
                assert (r.returncode, r.stdout) == (0, "café\n".encode()), r
            else:
                assert r.returncode == 65 and r.stderr.startswith(err), (src, r)
                assert r.stderr.count(b"SyntaxError:") == 1, r


def test_file_runs_in_place():
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write("print('from a file')\n")
        r = weft("p.py", cwd=d)
        assert (r.returncode, r.stdout) == (0, "from a file\n"), r


def test_dis_prints_bytecode_without_running():
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write("def f(a):\n    return a + 1\nprint('ran')\n")
        r = weft("--dis", "p.py", cwd=d)
        assert r.returncode == 0 and r.stdout.strip(), r
        assert "ran\n" not in r.stdout, "--dis must not run the program"


# A program that an uncaught KeyboardInterrupt ends, as CPython's, prints the traceback, then ends
# by SIGINT's default action (so a shell sees status 130 and a loop around it stops): Popen's
# returncode is then -SIGINT.
KILLED_BY_SIGINT = -signal.SIGINT


def test_sigint_gives_keyboard_interrupt_and_ends_by_sigint():
    p = subprocess.Popen([WEFT, "-c", "print('started', flush=True)\nwhile True: pass"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline() == "started\n"
    time.sleep(0.2)
    p.send_signal(signal.SIGINT)
    try:
        _, err = p.communicate(timeout=SIGINT_GRACE_S)
    except subprocess.TimeoutExpired:
        p.kill()
        raise AssertionError("weft ignored SIGINT")
    want = 'Traceback (most recent call last):\n  File "<string>", line 2, in <module>\nKeyboardInterrupt\n'
    assert (p.returncode, err) == (KILLED_BY_SIGINT, want), (p.returncode, err)


def test_sigint_ignored_at_start_stays_ignored():
    """A SIGINT the process starts with ignored (a script's background job) stays ignored, as
    python3 leaves it: the program runs to its end."""
    code = "import time\nprint('started', flush=True)\ntime.sleep(0.5)\nprint('finished')"
    for cmd in ([WEFT, "-c", code], ["/usr/bin/python3", "-c", code]):
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
        assert p.stdout.readline() == "started\n"
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=SIGINT_GRACE_S)
        assert (p.returncode, out, err) == (0, "finished\n", ""), (cmd[0], p.returncode, out, err)


def test_uncaught_keyboard_interrupt_ends_by_sigint():
    """`raise KeyboardInterrupt` in a file, -c, or a program on stdin: the traceback, the output so
    far (flushed), then the end by SIGINT, as python3. A subclass of KeyboardInterrupt is an error
    like any other (status 1), as is a KeyboardInterrupt caught and turned into SystemExit."""
    tb = "Traceback (most recent call last):\n  File \"{}\", line 2, in <module>\n{}{}\n"
    src = "print('partial', end='')\nraise KeyboardInterrupt('x')\n"
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write(src)
        r = weft("p.py", cwd=d)
        want = tb.format(os.path.join(os.path.realpath(d), "p.py"), "    raise KeyboardInterrupt('x')\n",
                         "KeyboardInterrupt: x")
        assert (r.returncode, r.stdout, r.stderr) == (KILLED_BY_SIGINT, "partial", want), r
    for args, stdin, name in ((["-c", src], "", "<string>"), ([], src, "<stdin>"), (["-"], src, "<stdin>")):
        r = weft(*args, stdin=stdin)
        want = tb.format(name, "", "KeyboardInterrupt: x")
        assert (r.returncode, r.stdout, r.stderr) == (KILLED_BY_SIGINT, "partial", want), (args, r)
    r = weft("-c", "class K(KeyboardInterrupt): pass\nraise K")
    assert (r.returncode, r.stderr) == (1, tb.format("<string>", "", "K")), r
    r = weft("-c", "try:\n    raise KeyboardInterrupt\nexcept KeyboardInterrupt:\n    raise SystemExit(3)")
    assert (r.returncode, r.stderr) == (3, ""), r


def test_keyboard_interrupt_then_inspect_does_not_end_by_sigint():
    """-i: after the program's KeyboardInterrupt comes the session (here stdin's program, empty),
    which ends normally; its own uncaught KeyboardInterrupt ends it by SIGINT, as python3 -i."""
    r = weft("-i", "-c", "raise KeyboardInterrupt")
    assert r.returncode == 0 and last_line(r.stderr) == "KeyboardInterrupt", r
    r = weft("-i", "-c", "pass", stdin="raise KeyboardInterrupt\n")
    assert r.returncode == KILLED_BY_SIGINT and last_line(r.stderr) == "KeyboardInterrupt", r


def test_sigint_inside_long_c_operations():
    """Ctrl-C inside a long C operation (building a list of 10**8 items, sorting it, a sum over a
    huge range) is a KeyboardInterrupt at that line, not after it and never lost."""
    for stmt in ("x = sorted(range(10**8, 0, -1))", "x = list(range(3 * 10**7, 0, -1))\nx.sort()",
                 "x = [0] * (4 * 10**8)",
                 "x = sum(range(10**12))"):
        interrupt_statement("", stmt, delay=0.5)


def test_sigint_inside_numpy_and_str_loops():
    """Ctrl-C inside NumPy's C loops (a fill, a sort, an argsort, a matrix product, a fused chain
    on several threads) and a str repeat is a KeyboardInterrupt at that line: they poll the flag
    between pieces of work."""
    for setup, stmt in (("import numpy as np", "x = np.full(3 * 10**8, 1.5)"),
                        ("import numpy as np\na = np.random.rand(3 * 10**7)", "x = np.sort(a)"),
                        ("import numpy as np\na = np.random.rand(2 * 10**7)", "x = np.argsort(a)"),
                        ("import numpy as np\na = np.ones((3000, 3000))", "x = a @ a"),
                        ("import numpy as np\na = np.full(2 * 10**8, 0.5)",  # a fused chain (long
                         # enough on two idle cores: at 3 * 10**7 it ended before the signal)
                         "x = np.arctan(a) * np.sinh(a) + np.cbrt(a) / np.cosh(a) - np.log1p(a)"),
                        ("", "s = 'ab' * 2**30")):
        interrupt_statement(setup, stmt)


# How long a run may take to end after its SIGINT: the freeing of gigabytes and the traceback
# take about a second on an idle machine, ten times that under the load of a busy one; an
# ignored signal shows as output after the statement or as no end at all.
SIGINT_GRACE_S = 60


def interrupt_statement(setup, stmt, delay=0.2):
    """Runs setup, then stmt, sends SIGINT delay seconds into stmt: weft must stop by SIGINT
    (KILLED_BY_SIGINT), no further output and a KeyboardInterrupt traceback naming a line of
    stmt (its first, when it is one line)."""
    code = f"{setup}\nprint('started', flush=True)\n{stmt}\nprint('finished')"
    p = subprocess.Popen([WEFT, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline() == "started\n"
    time.sleep(delay)
    p.send_signal(signal.SIGINT)
    try:
        out, err = p.communicate(timeout=SIGINT_GRACE_S)
    except subprocess.TimeoutExpired:
        p.kill()
        raise AssertionError(f"weft ignored SIGINT in {stmt!r}")
    assert (p.returncode, out) == (KILLED_BY_SIGINT, ""), (stmt, p.returncode, out, err)
    first = setup.count("\n") + 3  # the statement's first line: setup, the print, then it
    lines = [f'<string>", line {first + k},' for k in range(stmt.count("\n") + 1)]
    assert last_line(err) == "KeyboardInterrupt" and any(s in err for s in lines), (stmt, err)


def test_sigint_inside_stdlib_loops():
    """Ctrl-C inside the standard modules' C loops (difflib's matcher, pickle.dumps, a bytes or
    array repeat, a big power, memoryview.tolist, a hash of a gigabyte) and in a thread that
    computes without blocking is a KeyboardInterrupt in the main thread at the running line."""
    for setup, stmt in (("import difflib\na = [str(i % 1000) for i in range(200000)]\nb = a[::-1]",
                         "r = difflib.SequenceMatcher(None, a, b).ratio()"),
                        ("import pickle\nx = list(range(3 * 10**7))", "b = pickle.dumps(x)"),
                        ("", "b = b'ab' * 2**30"),
                        ("import array", "a = array.array('d', [1.0]) * (4 * 10**8)"),
                        ("", "x = 63 ** 2**31"),
                        ("m = memoryview(bytearray(3 * 10**8))", "l = m.tolist()"),
                        ("import hashlib\nb = b'x' * 10**9", "h = hashlib.sha3_512(b).digest()"),
                        ("import threading",
                         "t = threading.Thread(target=lambda: [0 for _ in iter(int, 1)], daemon=True); t.start()")):
        interrupt_statement(setup, stmt)


def test_tour_example_matches_cpython():
    """`make run` shows examples/tour.py: it must stay inside the subset and match CPython."""
    tour = os.path.join(ROOT, "examples", "tour.py")
    r = weft(tour)
    oracle = subprocess.run(["/usr/bin/python3", tour], capture_output=True, text=True,
                            env={**os.environ, "NUMBA_ENABLE_CUDASIM": "1"},
                            timeout=60)
    assert r.returncode == 0 and oracle.returncode == 0, (r, oracle)
    assert r.stdout == oracle.stdout, (r.stdout, oracle.stdout)


def test_tour_fault_and_profile_parts():
    """`make run`'s second and third parts: the broken variant's race report (the run goes on, its
    stdout as CPython's), and the profile of two launches with its transfer advice."""
    env = {**os.environ, "NUMBA_ENABLE_CUDASIM": "1"}
    for name, flags in (("tour_fault.py", []), ("tour_profile.py", ["--profile"])):
        path = os.path.join(ROOT, "examples", name)
        r = weft(*flags, path)
        oracle = subprocess.run(["/usr/bin/python3", path], capture_output=True, text=True, env=env, timeout=120)
        assert r.returncode == 0 and oracle.returncode == 0, (name, r, oracle)
        assert r.stdout == oracle.stdout, (name, r.stdout, oracle.stdout)
        if name == "tour_fault.py":
            assert "warning: shared-memory race (read after write) on buf[" in r.stderr, r.stderr
            assert "in the same barrier interval" in r.stderr, r.stderr
        else:
            assert "GPU time (modeled, h100)" in r.stderr and "** Advice:" in r.stderr, r.stderr
            assert "Copy it once with d_x = cuda.to_device(x)" in r.stderr, r.stderr


# ---- engine flags (repl/options.c) ----

SAXPY = """import numpy as np
from numba import cuda

@cuda.jit
def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]

n = 1000
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
saxpy[8, 128](np.float32(2.0), x, y, out)
print(out[:4], out[-1], out.sum())
"""
SAXPY_OUT = "[1. 3. 5. 7.] 1999.0 1000000.0\n"


def in_tmp(fn):
    """fn(folder) with saxpy.py written in a fresh temporary folder."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "saxpy.py"), "w") as f:
            f.write(SAXPY)
        return fn(d)


def kernel(*flags, name="saxpy.py", env=None):
    """weft FLAGS NAME: saxpy.py in a temporary folder, other names in tests/golden/kernels."""
    if name != "saxpy.py":
        return weft(*flags, name, cwd=KERNELS, env=env)
    return in_tmp(lambda d: weft(*flags, name, cwd=d, env=env))


def usage_failure(r, line):
    assert (r.returncode, r.stdout, r.stderr) == (2, "", line + "\n"), r


def test_saxpy_runs_by_default():
    r = kernel()
    assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r


def test_check_none_drops_the_view_extent_check():
    default = kernel(name="view_bounds_fault.py")
    assert default.returncode == 1 and "out of bounds for axis 0 with size 2" in default.stderr
    for flags in (("--check=none",), ("--check", "none")):
        r = kernel(*flags, name="view_bounds_fault.py")
        assert (r.returncode, r.stderr) == (0, ""), r


def test_check_bounds_drops_the_race_check():
    assert "shared-memory race" in kernel(name="race_raw.py").stderr
    assert "shared-memory race" in kernel("--check=all", name="race_raw.py").stderr
    r = kernel("--check=bounds", name="race_raw.py")
    assert (r.returncode, r.stderr) == (0, ""), r


def test_check_environment_is_the_default_and_the_flag_wins():
    r = kernel(name="race_raw.py", env={"WEFT_CHECK": "bounds"})
    assert (r.returncode, r.stderr) == (0, ""), r
    r = kernel("--check=all", name="race_raw.py", env={"WEFT_CHECK": "bounds"})
    assert r.returncode == 0 and "warning: shared-memory race" in r.stderr, r
    r = kernel("--check=strict", name="race_raw.py", env={"WEFT_CHECK": "bounds"})
    assert r.returncode == 1 and "error: shared-memory race" in r.stderr, r


def test_sim_schedule_shuffle_reorders_blocks_only():
    inorder = kernel("--sim-schedule=inorder", name="print_order.py").stdout
    shuffled = kernel("--sim-schedule=shuffle:1", name="print_order.py").stdout
    assert inorder.startswith("thread 0 block 0") and shuffled != inorder, (inorder, shuffled)
    assert sorted(shuffled.splitlines()) == sorted(inorder.splitlines())
    r = kernel("--sim-schedule=shuffle:1")  # order-independent: the same result
    assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r


def test_sim_threads_gives_the_same_result():
    r = kernel("--sim-threads=4")
    assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r


def test_mode_sim_and_auto_run_in_the_simulator():
    for mode in ("sim", "auto"):
        r = kernel(f"--mode={mode}")
        assert (r.returncode, r.stdout) == (0, SAXPY_OUT), r


def test_mode_gpu_runs_on_the_gpu_or_stops_in_one_sentence():
    """Without a GPU, --mode=gpu (or WEFT_MODE=gpu) stops before running, with one line."""
    if os.path.exists("/dev/nvidia0"):
        r = kernel("--mode=gpu")
        assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r
        return
    for r in (kernel("--mode=gpu"), kernel(env={"WEFT_MODE": "gpu"})):
        assert r.returncode == 1 and r.stdout == "", r
        lines = r.stderr.splitlines()
        assert len(lines) == 1, r
        assert lines[0].startswith("weft: --mode=gpu: cannot run kernels on the GPU: "), r


def test_compile_only_compiles_and_still_runs():
    with tempfile.TemporaryDirectory() as cache:
        r = kernel("--compile-only=sm_90", env={"WEFT_CACHE_DIR": cache})
        assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r
        assert os.listdir(cache), "NVRTC's output was not cached"


def test_gpu_fast_changes_the_nvrtc_options():
    """Exact and fast mode compile with different options: one more cache entry, not a hit."""
    with tempfile.TemporaryDirectory() as cache:
        env = {"WEFT_CACHE_DIR": cache}
        kernel("--compile-only=sm_90", env=env)
        kernel("--compile-only=sm_90", env=env)
        exact = set(os.listdir(cache))
        r = kernel("--gpu-fast", "--compile-only=sm_90", env=env)
        assert r.returncode == 0 and len(set(os.listdir(cache)) - exact) == 1, (r, exact)


def test_dump_cuda_writes_the_kernel_and_gpu_check_adds_checks():
    def run(d):
        plain, checked = os.path.join(d, "plain"), os.path.join(d, "checked")
        r = weft("--dump-cuda", plain, "saxpy.py", cwd=d)
        assert (r.returncode, r.stdout) == (0, SAXPY_OUT), r
        r = weft("--gpu-check", f"--dump-cuda={checked}", "saxpy.py", cwd=d)
        assert (r.returncode, r.stdout) == (0, SAXPY_OUT), r
        files = os.listdir(plain)
        assert len(files) == 1 and files[0].startswith("saxpy__") and files[0].endswith(".cu")
        with open(os.path.join(plain, files[0])) as f:
            src = f.read()
        with open(os.path.join(checked, files[0])) as f:
            src_checked = f.read()
        assert "__global__" in src and src_checked != src, "--gpu-check changed nothing"
    in_tmp(run)


def test_profile_prints_the_summary_to_stderr():
    r = kernel("--profile")
    assert (r.returncode, r.stdout) == (0, SAXPY_OUT), r
    assert "Transfer H2D" in r.stderr and "saxpy" in r.stderr and "(modeled, h100)" in r.stderr
    assert "Transfer H2D" not in kernel().stderr


def test_device_model_changes_the_model():
    r = kernel("--profile", "--device-model=a100")
    assert r.returncode == 0 and "(modeled, a100)" in r.stderr, r


def test_trace_and_svg_are_written_without_a_summary():
    def run(d):
        r = weft("--trace=t.json", "--profile-svg", "p.svg", "saxpy.py", cwd=d)
        assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r
        with open(os.path.join(d, "t.json")) as f:
            trace = json.load(f)
        events = trace["traceEvents"] if isinstance(trace, dict) else trace
        assert any("saxpy" in str(e.get("name", "")) for e in events), trace
        with open(os.path.join(d, "p.svg")) as f:
            assert "<svg" in f.read()
        r = weft("--profile", "--trace=u.json", "saxpy.py", cwd=d)
        assert "Transfer H2D" in r.stderr and os.path.exists(os.path.join(d, "u.json")), r
    in_tmp(run)


def test_arguments_after_the_file_are_not_options():
    r = kernel("--check=none", "saxpy.py", "--check=x", "--mode=gpu")
    assert (r.returncode, r.stdout, r.stderr) == (0, SAXPY_OUT, ""), r


ARGV_PROGRAM = "import sys\nprint(sys.argv)\n"


def oracle(*args, stdin="", cwd=None):
    return subprocess.run(["/usr/bin/python3", *args], input=stdin, capture_output=True, text=True,
                          timeout=60, cwd=cwd)


def test_arguments_after_the_file_are_sys_argv():
    """sys.argv as in Python: the program's path, then every argument after it, options too."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write(ARGV_PROGRAM)
        args = ("p.py", "A", "two words", "--check=x", "-c")
        r = weft("--check=none", *args, cwd=d)
        assert (r.returncode, r.stdout) == (0, "['p.py', 'A', 'two words', '--check=x', '-c']\n"), r
        assert r.stdout == oracle(*args, cwd=d).stdout


def test_sys_argv_of_c_dash_and_stdin():
    """-c CODE gives ['-c', ...], - gives ['-', ...], a program piped in [''], like python3."""
    cases = [(("-c", ARGV_PROGRAM, "A", "B"), ""), (("-", "A"), ARGV_PROGRAM), ((), ARGV_PROGRAM)]
    for args, stdin in cases:
        r = weft(*args, stdin=stdin)
        assert r.returncode == 0 and r.stdout == oracle(*args, stdin=stdin).stdout, (args, r)
    assert weft("-c", ARGV_PROGRAM, "x").stdout == "['-c', 'x']\n"


def test_inspect_runs_the_file_then_stdin_with_its_variables():
    """weft -i FILE ARGS: sys.argv as python3 -i; then stdin (not a terminal) runs with the
    file's variables; a missing file is reported and stdin still runs, with status 0."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write("import sys\nx = 41\nprint(sys.argv)\n")
        r = weft("-i", "p.py", "A", stdin="print(x + 1)\n", cwd=d)
        assert (r.returncode, r.stdout) == (0, "['p.py', 'A']\n42\n"), r
        assert r.stdout == oracle("-i", "p.py", "A", stdin="print(x + 1)\n", cwd=d).stdout
        r = weft("-i", "nosuch.py", stdin="print(1)\n", cwd=d)
        assert (r.returncode, r.stdout) == (0, "1\n"), r
        assert r.stderr == "weft: can't open file 'nosuch.py': [Errno 2] No such file or directory\n", r


def test_inspect_takes_options_in_any_order():
    """-i is a flag like the others: options after it are options (`weft -i --mode=sim f.py`),
    options before it too; what follows the file is the program's; -i -c CODE runs CODE, then
    stdin with its variables, as python3 -i -c."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "p.py"), "w") as f:
            f.write("import sys\nx = 41\nprint(sys.argv)\n")
        for args in (("-i", "--mode=sim", "p.py"), ("--mode=sim", "-i", "p.py"),
                     ("-i", "--check", "strict", "p.py")):
            r = weft(*args, "--mode=gpu", stdin="print(x + 1)\n", cwd=d)
            assert (r.returncode, r.stdout) == (0, "['p.py', '--mode=gpu']\n42\n"), (args, r)
        r = weft("-i", "--mode=sim", "-c", "x = 6", "A", stdin="print(x * 7)\n")
        assert (r.returncode, r.stdout) == (0, "42\n"), r
        assert r.stdout == oracle("-i", "-c", "x = 6", "A", stdin="print(x * 7)\n").stdout
        r = weft("-i", "--mode=nowhere", "p.py", cwd=d)
        assert r.returncode == 2 and "--mode" in r.stderr, r


def test_sys_exit_status_and_message():
    """sys.exit(n) is status n; sys.exit(msg) prints msg to stderr with status 1."""
    cases = ["import sys\nsys.exit(3)\n", "import sys\nprint('out')\nsys.exit('bad input')\n",
             "import sys\nsys.exit()\n", "import sys\ntry:\n    sys.exit(4)\nfinally:\n    print('f')\n"]
    for code in cases:
        r, o = weft("-c", code), oracle("-c", code)
        assert (r.returncode, r.stdout, r.stderr) == (o.returncode, o.stdout, o.stderr), (code, r, o)
    assert weft("-c", cases[0]).returncode == 3


BAD_VALUES = [
    (("--check=x",), "weft: --check must be one of none, bounds, all, strict (got 'x')"),
    (("--check", ""), "weft: --check must be one of none, bounds, all, strict (got '')"),
    (("--sim-schedule=random",), "weft: --sim-schedule must be inorder or shuffle:SEED (got 'random')"),
    (("--sim-threads=0",), "weft: --sim-threads must be a whole number from 1 to 256 (got '0')"),
    (("--sim-threads=4x",), "weft: --sim-threads must be a whole number from 1 to 256 (got '4x')"),
    (("--mode=fpga",), "weft: --mode must be one of sim, gpu, cpu, auto (got 'fpga')"),
    (("--compile-only=x86",), "weft: --compile-only must be an architecture such as sm_90 (got 'x86')"),
    (("--device-model=v100",), "weft: unknown device model 'v100' (known: h100 (default), h200, a100, t4)"),
    (("--trace=",), "weft: --trace must be a file name (got '')"),
    (("--profile=1",), "weft: --profile must be one of sample, exact (got '1')"),
    (("--jit=fast",), "weft: --jit must be one of native, sim (got 'fast')"),
    (("--dump-c=/dev/null/c",), "weft: --dump-c must be a folder that can be made (got '/dev/null/c')"),
    (("--max-memory=lots",), "weft: --max-memory must be a size such as 512M or 2G (got 'lots')"),
    (("--max-memory=0",), "weft: --max-memory must be a size such as 512M or 2G (got '0')"),
    (("--check", "--mode=gpu"), "weft: --check must be one of none, bounds, all, strict (got '--mode=gpu')"),
]


def test_bad_values_are_one_line_usage_errors():
    for args, line in BAD_VALUES:
        usage_failure(kernel(*args), line)


def test_max_memory_below_what_weft_needs_to_start():
    """A bound below what Weft holds once started (about 10 MiB) leaves the program no room: it is
    a usage error naming the least bound that runs, from the flag or the variable, and that bound
    does run the program."""
    pattern = r"weft: {} must be at least (\d+)M, the memory Weft needs to start \(got '{}'\)\n"
    for args, env, who, value in ((("--max-memory=1K",), {}, "--max-memory", "1K"),
                                  (("--max-memory", "3M"), {}, "--max-memory", "3M"),
                                  ((), {"WEFT_MAX_MEMORY": "1"}, "WEFT_MAX_MEMORY", "1")):
        r = weft(*args, "-c", "print('ran')", env=env)
        m = re.fullmatch(pattern.format(who, value), r.stderr)
        assert (r.returncode, r.stdout) == (2, "") and m, (args, env, r)
    for _ in range(5):  # what is resident at start varies from run to run: the bound said holds
        r = weft(f"--max-memory={m.group(1)}M", "-c", "print('ran')")
        assert (r.returncode, r.stdout, r.stderr) == (0, "ran\n", ""), r
    r = weft("--max-memory=99999999999999999999", "-c", "print('ran')")  # past 2**64 bytes
    usage_failure(r, "weft: --max-memory must be a size such as 512M or 2G (got '99999999999999999999')")


def test_dump_c_writes_the_c_of_each_jit_function():
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "j.py"), "w") as f:
            f.write("from numba import njit\n@njit\ndef twice(x):\n    return 2 * x\nprint(twice(21))\n")
        r = weft("--jit=native", "--dump-c=out", "j.py", cwd=d)
        assert r.returncode == 0 and r.stdout == "42\n", r
        with open(os.path.join(d, "out", "twice__i8.c")) as f:
            text = f.read()
        assert "int twice__i8(WfCtx *ctx, long long p0)" in text, text


def test_dump_c_shows_cpu_mode_loops_swapped_and_kept():
    """--mode=cpu: the matmul's k loop runs once per block around the loop over the threads
    (its guard a predicate), a reduction's `if t < s` stretch loops over the first s threads,
    and a loop whose trip count differs between threads stays inside the threads' loop."""
    src = ("import numpy as np\nfrom numba import cuda, float64\n"
           "@cuda.jit\ndef mm(A, B, C):\n    i, j = cuda.grid(2)\n"
           "    if i < C.shape[0] and j < C.shape[1]:\n        t = 0.0\n"
           "        for k in range(A.shape[1]):\n            t += A[i, k] * B[k, j]\n        C[i, j] = t\n"
           "@cuda.jit\ndef tri(x, out):\n    i = cuda.grid(1)\n    if i < out.size:\n        s = 0.0\n"
           "        for k in range(i):\n            s += x[k]\n        out[i] = s\n"
           "@cuda.jit\ndef red(x, out):\n    buf = cuda.shared.array(64, float64)\n    t = cuda.threadIdx.x\n"
           "    buf[t] = x[cuda.grid(1)]\n    cuda.syncthreads()\n    s = 32\n    while s > 0:\n"
           "        if t < s:\n            buf[t] += buf[t + s]\n        cuda.syncthreads()\n        s //= 2\n"
           "    if t == 0:\n        out[cuda.blockIdx.x] = buf[0]\n"
           "A = np.ones((8, 8))\nC = np.zeros((8, 8))\nmm[(1, 1), (8, 8)](A, A, C)\n"
           "o = np.zeros(8)\ntri[1, 8](A[0], o)\nr = np.zeros(2)\nred[2, 64](np.ones(128), r)\n"
           "print(C[7, 7], o[7], r.tolist())\n")
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "k.py"), "w") as f:
            f.write(src)
        r = weft("--mode=cpu", "--dump-c=out", "k.py", cwd=d)
        assert r.returncode == 0 and r.stdout == "8.0 7.0 [64.0, 64.0]\n", r
        text = {}
        for name in os.listdir(os.path.join(d, "out")):
            with open(os.path.join(d, "out", name)) as f:
                text[name.split("__")[0]] = f.read()
        swapped = "/* each thread's loop, swapped with the loop over the threads */"
        assert swapped in text["mm"] and "the threads' predicate */" in text["mm"], text["mm"]
        assert "y innermost" in text["mm"], text["mm"]  # B[k, j] walks its rows with threadIdx.y
        assert "/* 4 passes at once, the registers in C locals */" in text["mm"], text["mm"]
        assert swapped not in text["tri"], text["tri"]
        assert "wf_x < (r" in text["red"], text["red"]  # the first s threads only
        assert "#define WF_IX WF_IX_NC" in text["mm"]  # the copy for launches proved in bounds


def test_missing_value_at_the_end():
    usage_failure(weft("--check"), "weft: --check needs a value: --check=none|bounds|all|strict")
    usage_failure(weft("--dump-cuda"), "weft: --dump-cuda needs a value: --dump-cuda=DIR")


def test_bad_environment_values_are_usage_errors():
    usage_failure(kernel(env={"WEFT_MODE": "fast"}),
                  "weft: WEFT_MODE must be one of sim, gpu, cpu, auto (got 'fast')")
    usage_failure(kernel(env={"WEFT_SIM_THREADS": "many"}),
                  "weft: WEFT_SIM_THREADS must be a whole number from 1 to 256 (got 'many')")


CRASH = """import ctypes

def deref(addr):
    return ctypes.cast(addr, ctypes.POINTER(ctypes.c_int))[0]

def outer():
    return deref(8)

outer()
"""


def test_fatal_signal_prints_python_and_native_frames():
    """A segfault in foreign code (through ctypes): faulthandler's report with the Python
    frames innermost first, then libunwind's native frames, and death by SIGSEGV."""
    def check(d):
        with open(os.path.join(d, "crash.py"), "w") as f:
            f.write(CRASH)
        r = weft("crash.py", cwd=d)
        assert r.returncode == -signal.SIGSEGV, r
        lines = r.stderr.splitlines()
        assert lines[0] == "Fatal Python error: Segmentation fault", r.stderr
        assert lines[1] == "" and lines[2].startswith("Current thread 0x"), r.stderr
        assert lines[2].endswith(" (most recent call first):"), r.stderr
        path = os.path.join(os.path.realpath(d), "crash.py")  # absolute, as CPython's faulthandler
        assert lines[3:6] == [f'  File "{path}", line 4 in deref', f'  File "{path}", line 7 in outer',
                              f'  File "{path}", line 9 in <module>'], r.stderr
        assert "Native frames (most recent call first):" in lines, r.stderr
        assert any(" in vm_" in line for line in lines), r.stderr  # symbol names
        r = weft("-c", "import ctypes\nctypes.memset(0, 0, 8)")
        assert r.returncode == -signal.SIGSEGV, r
        assert '  File "<string>", line 2 in <module>' in r.stderr.splitlines(), r.stderr
    in_tmp(check)


def test_c_and_stdin_programs_wait_for_their_threads():
    # as a file does and python3 does: the program's end waits for its non-daemon threads, so
    # a worker's output is not lost; an error in the main program still exits 1 after them
    src = ("import threading, time\n"
           "def work():\n    time.sleep(0.2)\n    print('worker done')\n"
           "threading.Thread(target=work).start()\nprint('main done')\n")
    for r in (weft("-c", src), weft(stdin=src), weft("-", stdin=src)):
        assert (r.returncode, r.stdout) == (0, "main done\nworker done\n"), r
    r = weft("-c", src + "1 / 0\n")
    assert (r.returncode, r.stdout) == (1, "main done\nworker done\n"), r
    assert last_line(r.stderr) == "ZeroDivisionError: division by zero", r.stderr


def main():
    global WEFT
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=WEFT)
    ap.add_argument("-k", default="", help="run only tests whose name contains this")
    args = ap.parse_args()
    WEFT = os.path.abspath(args.weft)
    if not os.access(WEFT, os.X_OK):
        sys.exit(f"test_cli: no executable at {WEFT} (build first)")
    passed = failed = 0
    for name, fn in sorted(globals().items()):
        if not name.startswith("test_") or args.k not in name:
            continue
        try:
            fn()
            passed += 1
        except Exception as e:  # noqa: BLE001 -- report every failure, then go on
            failed += 1
            print(f"FAIL {name}: {e!r}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
