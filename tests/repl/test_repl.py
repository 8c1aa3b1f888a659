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
        self.args = []
        self.home = tempfile.mkdtemp(prefix="weft-repl-")
        self.socket = f"weft-test-{os.getpid()}-{name}"
        self.start()

    def start(self):
        # One tmux command list, so the pane is kept (to read its exit status) however fast
        # weft exits.
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "40", "-s", "t",
                  "env", f"HOME={self.home}", "TERM=xterm", self.weft, *self.args,
                  ";", "set-option", "-t", "t", "remain-on-exit", "on")

    def restart(self, *args):
        """A fresh weft process with the same HOME (a new session reading the history file),
        given these command-line arguments."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        self.args = list(args)
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
        """Wait until `count` primary prompts ('>>> ') have been shown: at a line's start, or
        after text typed ahead that the terminal echoed before the prompt came (on a busy
        machine: '@cuda.jit>>> @cuda.jit'); the pane drops a last prompt's trailing space."""
        self.wait_for(lambda s: sum(l.count(">>> ") + (l.endswith(">>>"))
                                    for l in s.splitlines()) >= count, f"{count} prompts")

    def wait_continuations(self, count):
        """Wait until `count` continuation prompts ('... ') are on the screen."""
        self.wait_for(lambda s: sum(l.startswith("... ") or l == "..."
                                    for l in s.splitlines()) >= count, f"{count} '...' prompts")

    def last_line(self):
        return self.screen().rstrip().splitlines()[-1].rstrip()

    def wait_last_line(self, text):
        self.wait_for(lambda scr: scr.rstrip().splitlines()[-1].rstrip() == text, repr(text))

    def write(self, name, text):
        path = os.path.join(self.home, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def wait_exit(self):
        seen = []
        self.wait_for(lambda _: seen.append(self.exit_status()) or seen[-1] is not None, "exit")
        return seen[-1]

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
    s.line("raise KeyboardInterrupt")  # the session's last statement: it still ends with status 0
    s.wait_prompts(5)
    s.keys("C-d")
    assert s.wait_exit() == 0, s.screen()


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
    s.wait_text("SyntaxError: invalid syntax")
    s.wait_prompts(2)
    s.line("3 * 3")
    s.wait_prompts(3)
    assert "9" in s.lines(), s.screen()


def test_compile_recursion_error_leaves_session_usable(s):
    s.wait_prompts(1)
    s.line('exec("x = " + "-" * 3000 + "1")')  # deeper than CPython's compiler recurses
    s.wait_text("RecursionError: maximum recursion depth exceeded during compilation")
    s.wait_prompts(2)
    s.line('exec("x = " + "-" * 2000 + "1"); x')
    s.wait_prompts(3)
    assert "1" in s.lines(), s.screen()


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
        s.wait_text("SyntaxError: '(' was never closed", k)
        s.wait_prompts(k + 1)
    lines = s.lines()
    errors = [i for i, l in enumerate(lines) if l == '  File "<stdin>", line 1']
    assert len(errors) == 3, s.screen()
    for i in errors:  # the user's text and a caret under its '(', not the hidden wrapper's
        assert lines[i + 1:i + 4] == ["    x = (", "        ^",
                                      "SyntaxError: '(' was never closed"], s.screen()


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


# ---- completion, auto-indent, history of blocks, syntax errors at once ----

def test_tab_completes_names_keywords_and_attributes(s):
    s.wait_prompts(1)
    s.line("import math")
    s.line("counter_total = 5")
    s.wait_prompts(3)
    s.type("counter_t")
    s.keys("Tab")
    s.wait_last_line(">>> counter_total")
    s.keys("Enter")
    s.wait_text("\n5\n")
    s.type("math.sq")
    s.keys("Tab")
    s.wait_last_line(">>> math.sqrt")
    s.type("(16)")
    s.keys("Enter")
    s.wait_text("4.0")
    s.type("whi")
    s.keys("Tab")
    s.wait_last_line(">>> while")
    s.keys("C-u")
    s.line("class P:")
    s.line("def __init__(self):")
    s.line("self.speed = 3")
    s.line("")
    s.line("p = P()")
    s.wait_prompts(7)
    s.type("p.sp")
    s.keys("Tab")
    s.wait_last_line(">>> p.speed")
    s.keys("Enter")
    s.wait_text("\n3\n")


def test_tab_lists_several_matches(s):
    s.wait_prompts(1)
    s.line("import math")
    s.wait_prompts(2)
    s.type("math.log")
    s.keys("Tab", "Tab")
    s.wait_text("log10")
    assert "log2" in s.screen() and "log1p" in s.screen(), s.screen()


def test_tab_at_line_start_indents(s):
    s.wait_prompts(1)
    s.line("if True:")
    s.wait_continuations(1)
    s.keys("BSpace", "BSpace", "BSpace", "BSpace", "Tab")
    s.type("print('tabbed')")
    s.keys("Enter")
    s.line("")
    s.wait_text("tabbed\n")


def test_auto_indent_after_colon_and_dedent_after_return(s):
    s.wait_prompts(1)
    s.line("def sign(x):")
    s.wait_last_line("...")
    s.type("if x < 0:")  # typed with no indentation: the prompt gave four spaces
    s.keys("Enter")
    s.type("return -1")  # eight
    s.keys("Enter")
    s.type("return 1")  # back to four after a return
    s.keys("Enter")
    s.keys("Enter")  # a line of only indentation ends the block
    s.wait_prompts(2)
    lines = s.lines()
    start = lines.index(">>> def sign(x):")
    assert lines[start + 1:start + 4] == ["...     if x < 0:", "...         return -1",
                                          "...     return 1"], s.screen()
    s.line("sign(-5), sign(2)")
    s.wait_text("(-1, 1)")


def test_block_is_one_history_entry_recalled_whole(s):
    s.wait_prompts(1)
    s.line("def twice(x):")
    s.line("return 2 * x")
    s.line("")
    s.wait_prompts(2)
    s.line("twice(4)")
    s.wait_text("\n8\n")
    s.keys("Up", "Up")
    s.wait_text("    return 2 * x", 2)
    s.keys("Enter")  # the recalled block runs at once
    s.wait_prompts(4)
    with open(os.path.join(s.home, ".weft_history")) as f:
        text = f.read()
    assert "def twice(x):\n    return 2 * x\n#" in text, text
    s.restart()  # a new session reads the block back as one entry
    s.wait_prompts(1)
    s.keys("Up")
    s.wait_text("    return 2 * x")
    s.keys("Enter")
    s.wait_prompts(2)
    s.line("twice(21)")
    s.wait_text("\n42\n")


def test_impossible_line_in_a_block_is_reported_at_once(s):
    s.wait_prompts(1)
    s.line("for i in range(3):")
    s.line("y = = 1")  # after the auto-indent: line 2 is "    y = = 1"
    s.wait_text('  File "<stdin>", line 2\n    y = = 1\n        ^\nSyntaxError: invalid syntax\n')
    s.wait_prompts(2)  # no blank line was needed
    s.line("while True:")
    s.line("x = )")
    s.wait_text("    x = )\n        ^\nSyntaxError: unmatched ')'\n")
    s.wait_prompts(3)
    s.line("if True:")  # a header alone waits for its body
    s.wait_continuations(3)
    assert "error" not in s.screen().split("if True:")[-1], s.screen()


ORACLE = "/usr/bin/python3"
# Each line is typed at both prompts; CPython 3.11's report of each is the expectation.
SYNTAX_ERROR_LINES = ["(1, 2]", "x = = 1", "def f(:", "  y = 1", "x = )", "1 +* 2", "import",
                      "x = 1 +", "del 1", "1 = 2", "f(a for a in b, c)", "return 5", "break",
                      "if True:", "        x = 1", "    y = 2", "a b", "6 * 7"]


def outputs_after_prompts(screen):
    """What each input printed: the lines between one prompt and the next (banner left out)."""
    groups, current = [], None
    for line in screen.splitlines():
        line = line.rstrip()
        if line.startswith((">>> ", "... ")) or line in (">>>", "..."):
            if current:
                groups.append(current)
            current = []
        elif current is not None:
            current.append(line)
    return groups


def test_syntax_errors_look_like_pythons_at_its_prompt(s):
    """`  File "<stdin>", line N`, the line without its indentation, the carets, then
    SyntaxError (IndentationError) and the message: as /usr/bin/python3's REPL, line by line."""
    oracle = Session(ORACLE, "oracle")
    try:
        for session in (s, oracle):
            session.wait_prompts(1)
            for line in SYNTAX_ERROR_LINES:
                session.line(line)
                session.wait_for(lambda scr: scr.rstrip().endswith((">>>", "...")), "a prompt")
            session.wait_text("\n42\n")
        ours, theirs = outputs_after_prompts(s.screen()), outputs_after_prompts(oracle.screen())
        assert ours == theirs, f"weft:\n{s.screen()}\npython3:\n{oracle.screen()}"
    finally:
        oracle.close()


# The mistakes students make, with CPython 3.11's hints (tests/golden/syntax has them as files).
STUDENT_ERROR_LINES = ["print 'hi'", "f(1 2)", "[1, 2 3]", "x = 1 if True", "x = 3rd",
                       "s = 'abc", "class = 1", "d = {'a' 1}", "if x = 1:", "f() = 1",
                       "def f(a=1, b): pass", "print(f'{x')", "x = 5 – 3", "for i in x:", "",
                       "6 * 7"]


def test_student_mistakes_read_as_at_pythons_prompt(s):
    oracle = Session(ORACLE, "oracle")
    try:
        for session in (s, oracle):
            session.wait_prompts(1)
            for line in STUDENT_ERROR_LINES:
                session.line(line)
                session.wait_for(lambda scr: scr.rstrip().endswith((">>>", "...")), "a prompt")
            session.wait_text("\n42\n")
        ours, theirs = outputs_after_prompts(s.screen()), outputs_after_prompts(oracle.screen())
        assert ours == theirs, f"weft:\n{s.screen()}\npython3:\n{oracle.screen()}"
    finally:
        oracle.close()


def test_error_inside_an_open_bracket_is_reported_at_once(s):
    """Python does not wait for a bracket to close when the text inside it is already wrong; a
    bracket that more lines can close still waits."""
    s.wait_prompts(1)
    s.line("print(1")
    s.line("")
    s.line("if True:")
    s.wait_text('  File "<stdin>", line 3\n    if True:\n           ^\n')
    s.wait_prompts(2)
    s.line("total = sum([1,")
    s.line("2, 3])")
    s.wait_prompts(3)
    s.line("total")
    s.wait_text("\n6\n")


# ---- exit, quit, help, dir, _ ----

def test_exit_without_call_shows_how(s):
    s.wait_prompts(1)
    s.line("exit")
    s.wait_text("Use exit() or Ctrl-D (i.e. EOF) to exit")
    s.line("quit")
    s.wait_text("Use quit() or Ctrl-D (i.e. EOF) to exit")
    s.wait_prompts(3)


def test_exit_call_ends_the_session(s):
    s.wait_prompts(1)
    s.line("exit()")
    assert s.wait_exit() == 0


def test_quit_with_status_and_sys_exit(s):
    s.wait_prompts(1)
    s.line("quit(3)")
    assert s.wait_exit() == 3
    s.restart()
    s.wait_prompts(1)
    s.line("import sys")
    s.line("sys.exit(5)")
    assert s.wait_exit() == 5


def test_help_shows_signature_docstring_and_methods(s):
    s.wait_prompts(1)
    s.line("def area(w, h=2):")
    s.line('"""Width times height."""')
    s.line("return w * h")
    s.line("")
    s.line("help(area)")
    s.wait_text("Help on function area in module __main__:")
    s.wait_text("area(w, h=2)\n    Width times height.")
    s.line("class Box:")
    s.line('"""A box."""')
    s.line("def volume(self, d):")
    s.line('"""Its volume."""')
    s.line("return d")
    s.line("")
    s.line("help(Box)")
    s.wait_text(" |  Methods defined here:")
    s.wait_text(" |  volume(self, d)\n |      Its volume.")
    assert "class Box\n |  A box." in s.screen(), s.screen()
    s.line("import math")
    s.line("help(math)")
    s.wait_text("Help on module math:")
    s.wait_text("sqrt")
    s.line("help(1, 2)")
    s.wait_text("TypeError: help expected at most 1 argument, got 2")


def test_dir_lists_globals_and_attributes(s):
    s.wait_prompts(1)
    s.line("alpha = 1")
    s.line("beta = 2")
    s.line("dir()")
    s.wait_text("['__annotations__', '__builtins__', '__doc__', '__loader__', '__name__', ")
    s.wait_text("'alpha', 'beta']")  # CPython's REPL has no __file__ (the line wraps on screen)
    s.line("import math")
    s.line("'sqrt' in dir(math), 'pi' in dir(math)")
    s.wait_text("(True, True)")
    s.line("dir(1, 2)")
    s.wait_text("TypeError: dir expected at most 1 argument, got 2")


def test_underscore_is_the_last_value(s):
    s.wait_prompts(1)
    s.line("6 * 7")
    s.wait_text("\n42\n")
    s.line("_ + 1")
    s.wait_text("\n43\n")
    s.line("None")
    s.line("_")  # None does not replace it
    s.wait_text("\n43\n", 2)


# ---- %run, weft -i, %load, %who, %whos ----

def test_run_keeps_the_files_variables(s):
    path = s.write("prog.py", "import sys\nvalue = 40 + 2\nprint('ran', sys.argv[1:])\n")
    s.wait_prompts(1)
    s.line(f"%run {path} a b")
    s.wait_text("ran ['a', 'b']")
    s.line("value")
    s.wait_text("\n42\n")


def test_run_of_a_file_that_exits_keeps_the_session(s):
    path = s.write("quits.py", "import sys\nleft = 'yes'\nsys.exit(3)\n")
    s.wait_prompts(1)
    s.line(f"%run {path}")
    s.wait_prompts(2)
    s.line("left")
    s.wait_text("'yes'")


def test_run_errors(s):
    s.wait_prompts(1)
    s.line("%run")
    s.wait_text("Exception: you must provide at least a filename.")
    s.line("%run nosuch.py")
    s.wait_text("Exception: File `'nosuch.py'` not found.")
    path = s.write("bad.py", "x = 1\n1 / 0\n")
    s.line(f"%run {path}")
    s.wait_text("ZeroDivisionError: division by zero")
    s.line("x")  # what ran before the error stays
    s.wait_text(">>> x\n1\n")


def test_inspect_flag_runs_then_prompts(s):
    path = s.write("prog.py", "total = sum(range(10))\nprint('done')\n1 / 0\n")
    s.restart("-i", path)
    s.wait_text("done")
    s.wait_text("ZeroDivisionError: division by zero")
    s.wait_prompts(1)  # after an error too, as python3 -i
    s.line("total")
    s.wait_text("\n45\n")


def test_load_puts_the_file_in_the_input(s):
    path = s.write("snippet.py", "def inc(x):\n    return x + 1\n")
    s.wait_prompts(1)
    s.line(f"%load {path}")
    s.wait_text("    return x + 1")
    assert f"# %load {path}" in s.screen(), s.screen()
    s.keys("Enter")
    s.wait_prompts(3)
    s.line("inc(41)")
    s.wait_text("\n42\n")


def test_load_errors(s):
    s.wait_prompts(1)
    s.line("%load")
    s.wait_text("UsageError: Missing filename.")
    s.line("%load nosuch.py")
    s.wait_text("ValueError: 'nosuch.py' was not found in history, as a file, url, nor in the "
                "user namespace.")
    s.line(f"%load {s.home}")
    s.wait_text(f"ValueError: '{s.home}' is a directory, not a regular file.")


def test_who_and_whos(s):
    s.wait_prompts(1)
    s.line("%who")
    s.wait_text("Interactive namespace is empty.")
    s.line("%whos")
    s.wait_text("Interactive namespace is empty.", 2)
    s.line("import numpy as np")
    s.line("x = 1")
    s.line("s = 'abc'")
    s.line("a = np.zeros((2, 3))")
    s.line("l = [1, 2]")
    s.line("%who")
    s.wait_text("%who\na")
    s.line("%who int")
    s.line("%who float")
    s.wait_text("No variables match your requested type.")
    s.line("%whos")
    s.wait_text("x          int        1")
    lines = s.lines()
    start = lines.index("Variable   Type       Data/Info")  # IPython's widths: name + 3, type + 3
    assert lines[start + 1:start + 7] == [
        "-------------------------------",
        "a          ndarray    2x3: 6 elems, type `float64`, 48 bytes",
        "l          list       n=2",
        lines[start + 4],
        "s          str        abc",
        "x          int        1"], s.screen()
    assert re.match(r"np         module     <module 'numpy'", lines[start + 4]), s.screen()


KERNEL = """import numpy as np
from numba import cuda

@cuda.jit
def add_one(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] += 1

a = np.zeros(1000, dtype=np.float32)
d = cuda.to_device(a)
"""
GPU_LINE = r"GPU time: [\d.]+ \S+s{per} \(modeled, h100\): 1 kernel launch [\d.]+ \S+s, {copies}$"


def test_time_of_a_launch_shows_the_modeled_gpu_time(s):
    s.restart("--mode=sim", "-i", s.write("k.py", KERNEL))
    s.wait_prompts(1)
    s.line("%time add_one[4, 256](d)")  # on the device already: no copies
    s.wait_text("GPU time:")
    s.line("%time add_one[4, 256](a)")  # a host array: copied in and out
    s.wait_text("GPU time:", 2)
    s.wait_prompts(3)
    lines = s.lines()
    walls = [l for l in lines if l.startswith("Wall time: ")]
    assert all(l.endswith(" (the simulator's, on this CPU)") for l in walls), s.screen()
    gpu = [l for l in lines if l.startswith("GPU time: ")]
    assert re.match(GPU_LINE.format(per="", copies=r"0 copies 0 ns"), gpu[0]), s.screen()
    assert re.match(GPU_LINE.format(per="", copies=r"2 copies [\d.]+ \S+s"), gpu[1]), s.screen()
    s.line("%time x = 1")  # no launch: IPython's two lines only
    s.wait_prompts(4)
    walls = [l for l in s.lines() if l.startswith("Wall time: ")]
    assert len(walls) == 3 and "simulator" not in walls[2], s.screen()
    assert s.screen().count("GPU time:") == 2, s.screen()


def test_timeit_of_a_launch_shows_gpu_time_per_loop(s):
    s.restart("--mode=sim", "-i", s.write("k.py", KERNEL))
    s.wait_prompts(1)
    s.line("%timeit -n 5 -r 2 add_one[4, 256](d)")
    s.wait_text("GPU time:")
    s.wait_prompts(2)
    lines = s.lines()
    k = next(i for i, l in enumerate(lines) if l.startswith("GPU time: "))
    assert "per loop (mean" in lines[k - 1], s.screen()
    assert re.match(GPU_LINE.format(per=" per loop", copies=r"0 copies 0 ns"), lines[k]), s.screen()
    assert lines[k + 1] == "(the time per loop above is the simulator's, on this CPU)", s.screen()


# ---- %debug: the kernel debugger from the prompt ----

OOB = """import numpy as np
from numba import cuda

@cuda.jit
def oob(x):
    i = cuda.grid(1)
    x[i] = i * 2

a = np.zeros(60, dtype=np.float32)
"""


def test_debug_with_nothing_to_debug(s):
    s.wait_prompts(1)
    s.line("%debug")
    s.wait_text("ERROR:root:No traceback has been produced, nothing to debug.")
    s.line("x = 1")
    s.line("%debug")  # a statement that ran clears nothing: there still is nothing
    s.wait_text("nothing to debug.", 2)


HOSTERR = """def mean(values):
    total = sum(values)
    return total / len(values)

def report(xs):
    m = mean(xs)
    return m
"""


def test_debug_after_a_host_error_stops_at_the_raising_frame(s):
    s.restart("-i", s.write("hostpm.py", HOSTERR))
    s.wait_prompts(1)
    s.line("report([])")
    s.wait_text("ZeroDivisionError: division by zero")
    s.wait_prompts(2)
    s.line("x = 5")  # a statement that ran keeps the last error, as sys.last_traceback
    s.wait_prompts(3)
    s.line("%debug")
    s.wait_text("Post-mortem of the last error: ZeroDivisionError: division by zero\nmean at hostpm.py:3")
    s.wait_text("(weft-dbg)")
    s.line("print total")
    s.wait_text("total = 0")
    s.line("backtrace")
    s.wait_text("#2  <module> at <stdin>:1")
    s.line("up")
    s.wait_text("#1  report at hostpm.py:6")
    s.line("print xs + [x]")
    s.wait_text("xs + [x] = [5]")
    s.line("print mean(xs)")  # an error in a print replaces nothing
    s.wait_text("(weft-dbg) print mean(xs)\nZeroDivisionError: division by zero")
    s.line("step")  # nothing runs: the frames are a copy
    s.wait_text("The program is not being run")
    s.line("continue")
    s.wait_prompts(4)
    s.line("%debug")  # the same error again, until another replaces it
    s.wait_text("mean at hostpm.py:3", 2)
    s.line("quit")
    s.wait_prompts(5)
    s.line("6 * 7")
    s.wait_text("\n42\n")


def test_debug_after_an_error_in_an_i_file(s):
    s.restart("-i", s.write("boom.py", "def f(n):\n    k = n * 2\n    return [1][k]\n\nf(3)\n"))
    s.wait_text("IndexError: list index out of range")
    s.wait_prompts(1)
    s.line("%debug")
    s.wait_text("Post-mortem of the last error: IndexError: list index out of range\nf at boom.py:3")
    s.line("p k")
    s.wait_text("k = 6")
    s.line("c")
    s.wait_prompts(2)


def test_debug_after_a_fault_stops_at_the_faulting_thread(s):
    s.restart("-i", s.write("oob.py", OOB))
    s.wait_prompts(1)
    s.line("oob[1, 64](a)")
    s.wait_text("IndexError: tid=[60, 0, 0]")
    s.wait_prompts(2)
    s.line("%debug")
    s.wait_text("Stopped at the fault (post-mortem): kernel oob at oob.py:7")
    assert "thread (60,0,0) warp 1 la" in s.screen().split("post-mortem")[1], s.screen()
    s.wait_text("(weft-dbg)")
    s.line("print i")
    s.wait_text("i = 60")
    s.line("print x[30:34]")  # warp 0 has stored; warp 1 faulted before its lanes' stores
    s.wait_text("x[30:34] = [60.0, 62.0, 0.0, 0.0]")
    s.line("backtrace")
    s.wait_text("(weft-dbg) backtrace\n#0")
    s.line("continue")  # the launch ends with its exception, as without the debugger
    s.wait_text("IndexError: tid=[60, 0, 0]", 2)
    s.wait_prompts(3)
    s.line(":mode")  # the session's mode is back
    s.wait_text("mode: auto")


def test_debug_statement_stops_in_a_profiled_session(s):
    s.restart("--profile", "-i", s.write("oob.py", OOB))
    s.wait_prompts(1)
    s.line("%debug oob[1, 32](a)")  # the profiler pauses for the statement
    s.wait_text("(weft-dbg)")
    s.line("break 7 if i == 3")
    s.line("run")
    s.wait_text("Breakpoint 1, kernel oob at oob.py:7, block (0,0,0) thread (3,0,0)")
    s.line("p i")
    s.wait_text("i = 3")
    s.line("continue")
    s.wait_prompts(2)
    s.line("a[3]")
    s.wait_text("6.0")


def test_debug_statement_with_a_breakpoint_and_quit(s):
    s.wait_prompts(1)
    for line in ("import numpy as np", "from numba import cuda", "@cuda.jit", "def dbl(x):",
                 "i = cuda.grid(1)", "if i < x.size:", "x[i] = i * 2", "", "a = np.zeros(40)"):
        s.line(line)
    s.wait_prompts(5)
    s.line("%debug dbl[1, 64](a)")
    s.wait_text('Weft debugger: <stdin>. Set breakpoints, then "run"')
    s.line("break 4 if i == 3")
    s.wait_text("Breakpoint 1 at line 4 if i == 3")
    s.line("run")
    s.wait_text("Breakpoint 1, kernel dbl at <stdin>:4, block (0,0,0) thread (3,0,0)")
    s.line("p i")
    s.wait_text("i = 3")
    s.line("continue")
    s.wait_prompts(6)
    s.line("a[:4]")
    s.wait_text("array([0., 2., 4., 6.])")
    s.line("%debug dbl[1, 64](a)")
    s.wait_text("(weft-dbg)", 5)
    s.line("quit")  # ends the statement, not the session
    s.wait_text("KeyboardInterrupt")
    s.wait_prompts(8)
    s.line("6 * 7")
    s.wait_text("\n42\n")


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
