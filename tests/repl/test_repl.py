#!/usr/bin/python3
"""REPL tests in a real terminal: each test starts `weft` in its own tmux server (private socket,
temporary HOME), types keys with send-keys and reads the screen with capture-pane.

usage: test_repl.py [--weft build/weft] [-k NAME]    Ends with the line `N passed, N failed`.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 20.0  # generous: %timeit alone runs for about two seconds


class Session:
    """One weft process in a detached tmux session with its own HOME."""

    def __init__(self, weft, name):
        self.weft = weft
        self.home = tempfile.mkdtemp(prefix="weft-repl-")
        self.socket = f"weft-test-{os.getpid()}-{name}"
        self.start()

    def start(self):
        # One tmux command list, so the pane is kept (to read its exit status) however fast
        # weft exits.
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "40", "-s", "t",
                  "env", f"HOME={self.home}", "TERM=xterm", self.weft,
                  ";", "set-option", "-t", "t", "remain-on-exit", "on")

    def restart(self):
        """A fresh weft process with the same HOME (a new session reading the history file)."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        self.socket += "-again"
        self.start()

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], check=True,
                              capture_output=True, text=True).stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "t", "-S", "-200")

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "t", *keys)

    def type(self, text):
        self.tmux("send-keys", "-t", "t", "-l", text)

    def line(self, text):
        self.type(text)
        self.keys("Enter")

    def wait_for(self, predicate, what):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if predicate(self.screen()):
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}; screen:\n{self.screen()}")

    def wait_text(self, text, count=1):
        self.wait_for(lambda s: s.count(text) >= count, f"{text!r} x{count}")

    def wait_prompts(self, count):
        """Wait until `count` primary prompts have been shown (lines starting with '>>> ')."""
        self.wait_for(lambda s: sum(l.startswith(">>> ") or l == ">>>"
                                    for l in s.splitlines()) >= count, f"{count} prompts")

    def wait_continuations(self, count):
        """Wait until `count` continuation prompts ('... ') are on the screen."""
        self.wait_for(lambda s: sum(l.startswith("... ") or l == "..."
                                    for l in s.splitlines()) >= count, f"{count} '...' prompts")

    def lines(self):
        return [l.rstrip() for l in self.screen().splitlines()]

    def exit_status(self):
        out = self.tmux("display-message", "-p", "-t", "t", "#{pane_dead}:#{pane_dead_status}:#{pane_pid}")
        dead, status, pid = out.strip().split(":")
        # tmux can report the pane dead a moment before it records the status: poll again then.
        if dead == "1" and status:
            return int(status)
        # tmux sometimes leaves the exited weft unreaped for many seconds (seen in about one run
        # in six): a zombie's waitpid status is the last field of /proc/PID/stat.
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            return None
        return os.waitstatus_to_exitcode(int(fields[-1])) if fields[0] == "Z" else None

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        shutil.rmtree(self.home, ignore_errors=True)


def test_prompt_and_banner(s):
    s.wait_prompts(1)
    assert "Weft" in s.lines()[0], s.screen()


def test_expression_is_echoed(s):
    s.wait_prompts(1)
    s.line("6 * 7")
    s.wait_prompts(2)
    assert "42" in s.lines(), s.screen()


def test_none_is_not_echoed(s):
    s.wait_prompts(1)
    s.line("None")
    s.wait_prompts(2)
    lines = [l for l in s.lines() if l]
    assert lines[-2] == ">>> None" and lines[-1] == ">>>", s.screen()


def test_multiline_def_ends_at_blank_line(s):
    s.wait_prompts(1)
    s.line("def double(x):")
    s.wait_continuations(1)
    s.line("    return x * 2")
    s.wait_continuations(2)
    assert s.screen().count(">>>") == 1, "the block must not run before the blank line"
    s.line("")
    s.wait_prompts(2)
    s.line("double(21)")
    s.wait_prompts(3)
    assert "42" in s.lines(), s.screen()


def test_open_bracket_continues_until_closed(s):
    s.wait_prompts(1)
    s.line("xs = [1,")
    s.wait_continuations(1)
    s.line("2]")
    s.wait_prompts(2)  # runs when the bracket closes: no blank line needed
    s.line("len(xs)")
    s.wait_prompts(3)
    assert "2" in s.lines(), s.screen()


def test_up_arrow_recalls_and_history_file_written(s):
    s.wait_prompts(1)
    s.line("40 + 2")
    s.wait_prompts(2)
    s.keys("Up")
    s.wait_for(lambda scr: scr.rstrip().splitlines()[-1].rstrip() == ">>> 40 + 2", "recalled line")
    s.keys("Enter")
    s.wait_prompts(3)
    assert s.lines().count("42") == 2, s.screen()
    with open(os.path.join(s.home, ".weft_history")) as f:
        assert "40 + 2" in f.read().splitlines()


def test_history_loaded_from_previous_session(s):
    with open(os.path.join(s.home, ".weft_history"), "w") as f:
        f.write("7 * 6\n")
    s.restart()
    s.wait_prompts(1)
    s.keys("Up")
    s.wait_for(lambda scr: scr.rstrip().splitlines()[-1].rstrip() == ">>> 7 * 6", "loaded line")


def test_error_leaves_session_usable(s):
    s.wait_prompts(1)
    s.line("x = 5")
    s.wait_prompts(2)
    s.line("1 / 0")
    s.wait_text("ZeroDivisionError: division by zero")
    s.wait_prompts(3)
    s.line("x + 1")
    s.wait_prompts(4)
    assert "6" in s.lines(), s.screen()


def test_ctrl_c_interrupts_running_code_and_keeps_variables(s):
    s.wait_prompts(1)
    s.line("kept = 7")
    s.wait_prompts(2)
    s.line("if True:")
    s.line("    print('looping')")
    s.line("    while True: pass")
    s.line("")
    s.wait_text("looping\n")
    time.sleep(0.2)
    s.keys("C-c")
    s.wait_text("KeyboardInterrupt")
    assert "Traceback (most recent call last):" in s.screen(), s.screen()
    s.wait_prompts(3)
    s.line("kept")
    s.wait_prompts(4)
    assert "7" in s.lines(), s.screen()


def test_ctrl_c_discards_typed_line(s):
    s.wait_prompts(1)
    s.type("1 + 1000")
    s.wait_text("1 + 1000")
    s.keys("C-c")
    s.wait_text("KeyboardInterrupt")
    s.wait_prompts(2)
    s.line("2 + 3")
    s.wait_prompts(3)
    assert "5" in s.lines() and "1001" not in s.screen(), s.screen()


def test_ctrl_c_discards_an_unfinished_block(s):
    s.wait_prompts(1)
    s.line("def g():")
    s.wait_continuations(1)
    s.keys("C-c")
    s.wait_text("KeyboardInterrupt")
    s.wait_prompts(2)
    s.line("g")
    s.wait_text("NameError: name 'g' is not defined")


def test_compile_error_leaves_session_usable(s):
    s.wait_prompts(1)
    s.line("1 +* 2")
    s.wait_text("<stdin>:1:")
    s.wait_prompts(2)
    s.line("3 * 3")
    s.wait_prompts(3)
    assert "9" in s.lines(), s.screen()


def test_ctrl_d_exits_cleanly(s):
    s.wait_prompts(1)
    s.keys("C-d")
    seen = []
    s.wait_for(lambda _: seen.append(s.exit_status()) or seen[-1] is not None, "exit")
    assert seen[-1] == 0, seen[-1]


def test_meta_help_and_dis(s):
    s.wait_prompts(1)
    s.line(":help")
    s.wait_text(":dis CODE")
    s.wait_prompts(2)
    s.line(":dis y = 40 + x")
    s.wait_for(lambda scr: "<module>" in scr, "disassembly")
    s.line(":dis")
    s.wait_text("usage: :dis CODE")
    s.wait_prompts(4)
    s.line(":nosuch")
    s.wait_text("unknown command ':nosuch'")
    for command in (":mode [sim|gpu|cpu|auto]", ":check [none|bounds|all|strict]", "%timeit STATEMENT",
                    "%time STATEMENT", "%prof STATEMENT"):
        assert command in s.screen(), (command, s.screen())


TIMEIT_LINE = re.compile(r"^[\d.]+ (s|ms|\S+s|ns) \u00b1 [\d.]+ (s|ms|\S+s|ns) per loop "
                         r"\(mean \u00b1 std\. dev\. of 7 runs, (1(,000)*|10(,000)*|100(,000)*) "
                         r"loops? each\)$")


def test_timeit_prints_the_ipython_line(s):
    s.wait_prompts(1)
    s.line("n = 300")
    s.wait_prompts(2)
    s.line("%timeit sum(range(n))")
    s.wait_text("per loop")
    s.wait_prompts(3)
    lines = [l for l in s.lines() if "per loop" in l]
    assert len(lines) == 1 and TIMEIT_LINE.match(lines[0]), s.screen()
    s.line("%timeit")
    s.wait_text("usage: %timeit [-n N] [-r R] STATEMENT")


def test_timeit_n_and_r_options(s):
    # IPython's -n (loops per run) and -r (runs); "-n10" and "-n 10" both work, as its getopt
    s.wait_prompts(1)
    s.line("%timeit -n 10 -r 3 sum(range(100))")
    s.wait_text("per loop")
    s.line("%timeit -n1 -r1 x = 5")
    s.wait_text("per loop", 2)
    lines = [l for l in s.lines() if "per loop" in l]
    assert re.match(r"^[\d.]+ \S+ \u00b1 [\d.]+ \S+ per loop \(mean \u00b1 std\. dev\. of 3 runs, "
                    r"10 loops each\)$", lines[0]), s.screen()
    assert re.match(r"^[\d.]+ \S+ \u00b1 0 ns per loop \(mean \u00b1 std\. dev\. of 1 run, "
                    r"1 loop each\)$", lines[1]), s.screen()
    s.line("%timeit -n abc 1")
    s.wait_text("%timeit: -n needs an integer from 0 to 1000000000 (got 'abc')")
    s.line("%timeit -r 0 1")
    s.wait_text("%timeit: -r needs an integer from 1 to 100000 (got '0')")
    s.wait_prompts(5)
    assert s.screen().count("per loop") == 2 and "Traceback" not in s.screen(), s.screen()


def test_magic_syntax_error_points_into_the_statement(s):
    s.wait_prompts(1)
    for k, magic in enumerate(("%timeit", "%time", "%prof"), 1):
        s.line(f"{magic} x = (")
        s.wait_text("<stdin>:1:5: error: '(' was never closed", k)
        s.wait_prompts(k + 1)
    lines = s.lines()
    errors = [i for i, l in enumerate(lines) if l.startswith("<stdin>:")]
    assert len(errors) == 3, s.screen()
    for i in errors:  # the user's text and a caret under its '(', not the hidden wrapper's
        assert lines[i + 1:i + 3] == ["x = (", "    ^"], s.screen()


def test_prof_and_time_print_only_the_syntax_error(s):
    s.wait_prompts(1)
    s.line("%prof x = (")
    s.wait_text("was never closed")
    s.line("%time y = (")
    s.wait_text("was never closed", 2)
    s.wait_prompts(3)
    assert "==PROF==" not in s.screen() and "Wall time" not in s.screen(), s.screen()


def test_timeit_traceback_hides_the_wrapper(s):
    s.wait_prompts(1)
    s.line("%timeit 1/0")
    s.wait_text("ZeroDivisionError: division by zero")
    s.wait_prompts(2)
    lines = s.lines()
    start = lines.index("Traceback (most recent call last):")
    assert lines[start + 1:start + 3] == ['  File "<stdin>", line 1, in <module>',
                                          "ZeroDivisionError: division by zero"], s.screen()
    assert "__weft_timeit__" not in s.screen() and "per loop" not in s.screen(), s.screen()


def test_time_prints_cpu_and_wall_time(s):
    s.wait_prompts(1)
    s.line("%time total = sum(range(10))")
    s.wait_text("Wall time:")
    s.wait_prompts(2)
    s.line("total")
    s.wait_prompts(3)
    assert any(l.startswith("CPU times: user ") and ", sys: " in l and ", total: " in l
               for l in s.lines()), s.screen()
    assert "45" in s.lines(), s.screen()


def test_mode_and_check_commands(s):
    s.wait_prompts(1)
    s.line(":mode")
    s.wait_text("mode: auto")
    s.line(":mode sim")
    s.wait_text("mode: sim")
    s.line(":mode auto")
    s.wait_text("mode: auto", 2)
    s.line(":mode fast")
    s.wait_text(":mode must be one of sim, gpu, cpu, auto (got 'fast')")
    if not os.path.exists("/dev/nvidia0"):  # without a GPU the mode stays auto
        s.line(":mode gpu")
        s.wait_text("cannot run kernels on the GPU: ")
        s.line(":mode")
        s.wait_text("mode: auto", 3)
    s.line(":check bounds")
    s.wait_text("check: bounds")
    s.line(":check x")
    s.wait_text(":check must be one of none, bounds, all, strict (got 'x')")


def test_prof_reports_one_statement(s):
    s.wait_prompts(1)
    s.line("%prof sum(range(100))")
    s.wait_text("==PROF== Weft profile")
    s.wait_prompts(2)
    assert "4950" in s.lines(), s.screen()


def test_prof_shows_host_rows_of_a_repl_function(s):
    # sampled host spans: the function must run for a good number of 1 ms ticks
    s.wait_prompts(1)
    s.line("def spin(n):")
    s.wait_continuations(1)
    s.line("    return sum([k * k % 7 for k in range(n)])")
    s.wait_continuations(2)
    s.line("")
    s.wait_prompts(2)
    s.line("%prof spin(3000000)")
    s.wait_text("Host functions, inclusive (sampled:")
    s.wait_prompts(3)
    rows = [l for l in s.lines() if re.match(r"\s+\S+ \S+\s+\d+  spin \(line 1\)$", l)]
    assert rows, s.screen()
    assert "Samples" in s.screen(), s.screen()
    s.line("print('after', 6 * 7)")  # the timer is stopped: the session goes on as before
    s.wait_text("after 42")
    s.wait_prompts(4)
    assert s.screen().count("==PROF==") == 1, s.screen()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("-k", default="", help="run only tests whose name contains this")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    tests = [(n, f) for n, f in sorted(globals().items())
             if n.startswith("test_") and args.k in n]
    passed = failed = 0
    if not os.access(weft, os.X_OK):
        sys.exit(f"test_repl: no executable at {weft} (build first)")
    for name, fn in tests:
        s = None
        try:
            s = Session(weft, name)
            fn(s)
            passed += 1
        except Exception as e:  # noqa: BLE001 -- any failure is reported, then the next test runs
            failed += 1
            print(f"FAIL {name}: {e}")
        finally:
            if s:
                s.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
