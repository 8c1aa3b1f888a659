#!/usr/bin/python3
"""Tests of the `weft` command line (repl/main.c): flags, exit codes, messages, -c, a program
on stdin (`weft -` too), --dis, and Ctrl-C (SIGINT) during a run.

usage: test_cli.py [--weft build/weft] [-k NAME]    Ends with the line `N passed, N failed`."""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEFT = os.path.join(ROOT, "build", "weft")
FLAGS = {"-c", "--dis", "--version", "-h", "--help"}  # what --help must list, and nothing else


def weft(*args, stdin="", cwd=None):
    return subprocess.run([WEFT, *args], input=stdin, capture_output=True, text=True,
                          timeout=20, cwd=cwd)


def last_line(text):
    return text.rstrip("\n").split("\n")[-1]


def test_version():
    r = weft("--version")
    assert (r.returncode, r.stdout) == (0, "weft 0.1.0\n"), r


def test_help_lists_exactly_the_working_flags():
    for flag in ("--help", "-h"):
        r = weft(flag)
        assert r.returncode == 0 and r.stdout.startswith("usage: weft"), r
        listed = {w.rstrip(",") for line in r.stdout.splitlines()
                  for w in line.split() if w.startswith("-") and len(w) > 1}
        assert listed == FLAGS, listed


def test_unknown_option():
    r = weft("--x")
    lines = r.stderr.splitlines()
    assert r.returncode == 2 and lines[0] == "weft: unknown option '--x'", r
    assert "Try 'weft --help' for more information." in lines, r


def test_missing_file():
    r = weft("x.py", cwd=tempfile.gettempdir())
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
    assert r.stderr.startswith("<string>:1:"), r


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


def test_sigint_gives_keyboard_interrupt_and_exit_1():
    p = subprocess.Popen([WEFT, "-c", "print('started', flush=True)\nwhile True: pass"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline() == "started\n"
    time.sleep(0.2)
    p.send_signal(signal.SIGINT)
    try:
        _, err = p.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        p.kill()
        raise AssertionError("weft ignored SIGINT")
    assert p.returncode == 1 and last_line(err) == "KeyboardInterrupt", (p.returncode, err)


def test_tour_example_matches_cpython():
    """`make run` shows examples/tour.py: it must stay inside the subset and match CPython."""
    tour = os.path.join(ROOT, "examples", "tour.py")
    r = weft(tour)
    oracle = subprocess.run(["/usr/bin/python3", tour], capture_output=True, text=True,
                            timeout=60)
    assert r.returncode == 0 and oracle.returncode == 0, (r, oracle)
    assert r.stdout == oracle.stdout, (r.stdout, oracle.stdout)


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
