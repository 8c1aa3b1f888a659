#!/usr/bin/python3
"""Golden-test runner: runs every tests/golden/**/*.py with weft and checks the expectations
written in its comments (the format is in README.md):

  # expect: LINE                 one per line of expected stdout, in order (exact text)
  # expect[FEATURE]: LINE        as `expect`, only on a CPU with FEATURE; `[!FEATURE]`: only
                                 without it (NumPy's transcendental loops differ by CPU; the
                                 one feature known is avx512_skx, NumPy's AVX-512 group)
  # expect runtime error: LINE   exit code 1 and LINE is the last line of stderr
  # expect error: LINE           exit code 65 and LINE appears in stderr (compile error)
  # expect stderr: LINE          LINE appears somewhere in stderr
  # no-cross-check: REASON       not run under CPython by --cross-check
  # env: NAME=VALUE ...          environment variables for weft's run (not the oracle's)

Weft and CPython name the program by its absolute path (`File "/dir/prog.py", line 3`), which
depends on where the checkout is: stderr is matched against these expectations with the program's
folder taken out of it, so an expectation writes `File "prog.py", line 3`.

A file with the line `# golden-module` among its first five lines is not a program but a module
the programs beside it import (`import helper` finds tests/golden/<area>/helper.py, as CPython
finds it in sys.path[0]; a package folder's __init__.py and submodules carry the line too): the
runner skips it, and the programs' runs (weft's and the oracle's) import it.

Without an error expectation the exit code must be 0. With --cross-check, every program without
`no-cross-check` also runs under /usr/bin/python3 (the oracle) and must give the same stdout, exit
code and (for runtime errors) last stderr line; for a compile error (`expect error`), the oracle's
whole SyntaxError report (file, line, source line, carets, message) must be how weft's stderr
begins (exactly, absolute path included), the oracle exiting 1 where weft exits 65. Accepted gaps are listed
in tests/cross_check_known.txt as `path: reason`; the check fails on a difference that is not
listed and on a listed one that no longer differs (so the list stays true).

Standard library only. Ends with the line `N passed, N failed`; exit status 1 on any failure.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import re
import signal
import subprocess
import sys
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = "/usr/bin/python3"
EXPECT_RE = re.compile(
    r"(?:^|\s)#\s*expect(?:\[(?P<cpu>!?[A-Za-z0-9_]*)\])?"
    r"(?P<kind> runtime error| error| stderr)?:(?P<text>.*)$")
NO_CROSS_RE = re.compile(r"(?:^|\s)#\s*no-cross-check\b")
ENV_RE = re.compile(r"^#\s*env:(?P<vars>.*)$")
EXIT_OK, EXIT_RUNTIME, EXIT_COMPILE = 0, 1, 65
# CPU feature groups an expectation may be tagged with, each as the /proc/cpuinfo flags it needs
# (avx512_skx: the group NumPy 1.24 dispatches its AVX-512 float loops on).
CPU_FEATURES = {"avx512_skx": {"avx512f", "avx512cd", "avx512dq", "avx512bw", "avx512vl"}}


def cpu_flags():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


CPU_FLAGS = cpu_flags()


@dataclass
class Spec:
    """What one golden file expects."""
    stdout: list = field(default_factory=list)
    runtime_error: str = None
    compile_errors: list = field(default_factory=list)
    stderr: list = field(default_factory=list)
    cross_check: bool = True
    env: dict = field(default_factory=dict)
    bad_tags: list = field(default_factory=list)  # unknown CPU features in expect[...] tags

    @property
    def exit_code(self):
        if self.compile_errors:
            return EXIT_COMPILE
        return EXIT_RUNTIME if self.runtime_error is not None else EXIT_OK

    @property
    def empty(self):
        return not (self.stdout or self.runtime_error is not None or self.compile_errors
                    or self.stderr)


def parse_spec(path):
    spec = Spec()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if NO_CROSS_RE.search(line):
                spec.cross_check = False
            e = ENV_RE.match(line)
            if e:
                spec.env.update(v.split("=", 1) for v in e.group("vars").split() if "=" in v)
            m = EXPECT_RE.search(line)
            if not m:
                continue
            text = m.group("text")
            text = text[1:] if text.startswith(" ") else text
            tag = m.group("cpu")
            if tag is not None:
                feature = tag.lstrip("!")
                if feature not in CPU_FEATURES:
                    spec.bad_tags.append(tag)
                    continue
                if (CPU_FEATURES[feature] <= CPU_FLAGS) == tag.startswith("!"):
                    continue
            kind = (m.group("kind") or "").strip()
            if kind == "runtime error":
                spec.runtime_error = text
            elif kind == "error":
                spec.compile_errors.append(text)
            elif kind == "stderr":
                spec.stderr.append(text)
            else:
                spec.stdout.append(text)
    return spec


@dataclass
class Run:
    """The outcome of running one program with one interpreter."""
    code: int = None          # exit code; negative: killed by that signal; None: did not finish
    stdout: str = ""
    stderr: str = ""
    failure: str = "timed out"  # why code is None

    def describe_exit(self):
        if self.code is None:
            return self.failure
        if self.code < 0:
            try:
                return f"killed by {signal.Signals(-self.code).name}"
            except ValueError:
                return f"killed by signal {-self.code}"
        return f"exit code {self.code}"

    def last_stderr_line(self):
        lines = self.stderr.rstrip("\n").split("\n")
        return lines[-1] if lines else ""


def run_program(argv, path, timeout, env=None):
    try:
        p = subprocess.run(argv + [os.path.basename(path)], cwd=os.path.dirname(path),
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout,
                           env=env)
    except subprocess.TimeoutExpired as e:
        return Run(None, (e.stdout or b"").decode("utf-8", "replace"),
                   (e.stderr or b"").decode("utf-8", "replace"))
    except OSError as e:
        return Run(None, failure=f"could not be run: {e}")
    return Run(p.returncode, p.stdout.decode("utf-8", "replace"),
               p.stderr.decode("utf-8", "replace"))


def output_lines(text):
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def stripped_lines(text):
    """Output lines without trailing whitespace, which expectation comments cannot keep
    reliably (editors strip it); the cross-check still compares exactly."""
    return [line.rstrip() for line in output_lines(text)]


def indent(lines, prefix="    "):
    return [prefix + line for line in lines]


def local_names(text, path):
    """text with the folder of the program at path taken out of the paths in it (weft and CPython
    print the absolute path of the program they run; its folder differs between checkouts)."""
    folder = os.path.dirname(path)
    for d in sorted({folder, os.path.realpath(folder)}, key=len, reverse=True):
        text = text.replace(d + "/", "")
    return text


def check_expectations(spec, run, path):
    """Problems (lists of report lines) where the run of the program at path does not meet the
    spec; stderr is read with the program's folder taken out of its paths (local_names)."""
    problems = []
    if run.code != spec.exit_code:
        problems.append([f"{run.describe_exit()}, expected exit code {spec.exit_code}"])
    got, want = stripped_lines(run.stdout), [line.rstrip() for line in spec.stdout]
    if got != want:
        diff = difflib.unified_diff(want, got, "expected stdout", "actual stdout",
                                    lineterm="", n=2)
        problems.append(["stdout differs:"] + indent(list(diff)))
    err_lines = stripped_lines(local_names(run.stderr, path))
    last = local_names(run.last_stderr_line(), path)
    if spec.runtime_error is not None and last.rstrip() != spec.runtime_error.rstrip():
        problems.append(["last stderr line differs:", f"    expected: {spec.runtime_error}",
                         f"    actual:   {last}"])
    for line in spec.compile_errors + spec.stderr:
        if line.rstrip() not in err_lines:
            problems.append([f"stderr lacks the line: {line}"])
    return problems


def cross_difference(weft, oracle):
    """Report lines describing how weft's run differs from the oracle's; empty if they agree."""
    diff = []
    if weft.code != oracle.code:
        diff.append(f"weft: {weft.describe_exit()}, python3: {oracle.describe_exit()}")
    if weft.stdout != oracle.stdout:
        lines = difflib.unified_diff(output_lines(oracle.stdout), output_lines(weft.stdout),
                                     "python3 stdout", "weft stdout", lineterm="", n=2)
        diff += ["stdout differs:"] + indent(list(lines))
        if output_lines(weft.stdout) == output_lines(oracle.stdout):
            diff.append("    (only the final newline differs)")
    if (weft.code or oracle.code) and weft.last_stderr_line() != oracle.last_stderr_line():
        diff += ["last stderr line differs:", f"    python3: {oracle.last_stderr_line()}",
                 f"    weft:    {weft.last_stderr_line()}"]
    return diff


def compile_difference(weft, oracle):
    """How weft's compile-error report differs from CPython's SyntaxError (both name the file by
    its absolute path)."""
    if oracle.code != EXIT_RUNTIME:
        return [f"python3: {oracle.describe_exit()}, expected a SyntaxError (exit code 1)"]
    want = output_lines(oracle.stderr)
    got = output_lines(weft.stderr)[:len(want)]
    if got == want:
        return []
    lines = difflib.unified_diff(want, got, "python3 stderr", "weft stderr", lineterm="", n=2)
    return ["compile error report differs:"] + indent(list(lines))


def rel(path):
    return os.path.relpath(path, ROOT)


MODULE_RE = re.compile(r"^#\s*golden-module\b")


def is_module(path):
    """A `# golden-module` file: imported by the programs, not one itself."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            head = [f.readline() for _ in range(5)]
    except OSError:
        return False
    return any(MODULE_RE.match(line) for line in head)


def collect(paths):
    found = []
    for p in paths:
        p = os.path.abspath(p)
        if os.path.isfile(p):
            if not is_module(p):
                found.append(p)
            continue
        for dirpath, dirnames, filenames in os.walk(p):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            found += [os.path.join(dirpath, n) for n in sorted(filenames)
                      if n.endswith(".py") and not is_module(os.path.join(dirpath, n))]
    return found


def load_known(path):
    """{relative path: reason} from the known-differences file (missing file: none)."""
    known = {}
    if not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, sep, reason = line.partition(": ")
            if not sep or not reason.strip():
                sys.exit(f"{path}:{n}: expected 'path: reason', got {line!r}")
            known[os.path.normpath(name)] = reason.strip()
    return known


SANITIZER_RE = re.compile(r"ERROR: AddressSanitizer|runtime error: ")


def stderr_excerpt(stderr):
    """The report lines worth showing: a sanitizer's error with its first frames, if there is
    one, else the last lines of stderr."""
    lines = output_lines(stderr)
    for i, line in enumerate(lines):
        if SANITIZER_RE.search(line):
            return ["sanitizer report:"] + indent(lines[i:i + 10])
    return ["stderr (last lines):"] + indent(lines[-8:])


def test_one(path, args):
    """Returns (spec, problems, cross) for one file; cross is None if not cross-checked, else
    the list of difference lines (empty when weft and the oracle agree)."""
    spec = parse_spec(path)
    weft = run_program([args.weft], path, args.timeout,
                       dict(os.environ, **spec.env) if spec.env else None)
    problems = check_expectations(spec, weft, path)
    for tag in spec.bad_tags:
        problems.append([f"unknown CPU feature in `# expect[{tag}]:` "
                         f"(known: {', '.join(sorted(CPU_FEATURES))})"])
    cross = None
    if args.cross_check and spec.cross_check:
        env = dict(os.environ, NUMBA_ENABLE_CUDASIM="1")
        oracle = run_program([ORACLE], path, args.oracle_timeout, env)
        if spec.compile_errors:
            cross = compile_difference(weft, oracle)
        else:
            cross = cross_difference(weft, oracle)
    if problems and weft.stderr:
        problems.append(stderr_excerpt(weft.stderr))
    return spec, problems, cross


def judge_cross(name, cross, known, problems):
    """Turn a cross-check result into problems, given the known-differences list."""
    if cross is None:
        if name in known:
            problems.append(["listed in the known-differences file but not cross-checked "
                             "(no-cross-check or expect error): remove its line"])
        return
    if cross and name not in known:
        problems.append(["NEW difference from /usr/bin/python3:"] + indent(cross))
    elif not cross and name in known:
        problems.append(["FIXED: agrees with /usr/bin/python3 now but is listed in the "
                         "known-differences file: remove its line"])


def stale_known(known, roots, selected):
    """Known-difference entries under the tested folders that name no test file."""
    for name in sorted(known):
        path = os.path.join(ROOT, name)
        in_scope = any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots)
        if in_scope and name not in selected:
            yield name


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", help="test files or folders (default tests/golden)")
    ap.add_argument("--weft", default=os.path.join(ROOT, "build", "weft"))
    ap.add_argument("--cross-check", action="store_true",
                    help="also run eligible programs under /usr/bin/python3 and compare")
    ap.add_argument("--known", default=os.path.join(ROOT, "tests", "cross_check_known.txt"),
                    help="known cross-check differences, one 'path: reason' per line")
    # A guard against hangs, in wall-clock seconds: a program taking 1 s of CPU took 6 s on a
    # machine at load 20, so the bound leaves room for a busy CI machine.
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds per program")
    # CPython with Numba's simulator is the slow side (seconds per kernel program, more on a
    # loaded machine); it is the reference, not what is tested, so it gets more time.
    ap.add_argument("--oracle-timeout", type=float, default=120.0,
                    help="seconds per program for /usr/bin/python3 in --cross-check")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--json", help="also write per-test results to this file")
    args = ap.parse_args()
    args.weft = os.path.abspath(args.weft)
    if not os.access(args.weft, os.X_OK):
        sys.exit(f"run_golden: no executable at {args.weft} (build first)")
    roots = [os.path.abspath(p) for p in args.paths or [os.path.join(ROOT, "tests", "golden")]]
    files = collect(roots)
    known = load_known(args.known) if args.cross_check else {}

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda p: test_one(p, args), files))

    report, failed, crossed, empty = {}, 0, 0, []  # report: per test file, for --json
    for path, (spec, problems, cross) in zip(files, results):
        name = rel(path)
        if args.cross_check:
            judge_cross(name, cross, known, problems)
        crossed += cross is not None
        if spec.empty:
            empty.append(name)
        report[name] = {"ok": not problems, "problems": ["\n".join(p) for p in problems]}
        if problems:
            failed += 1
            print(f"FAIL {name}")
            for p in problems:
                print("\n".join(indent(p, "  ")))
    selected = {rel(p) for p in files}
    for name in stale_known(known, roots, selected):
        failed += 1
        print(f"FAIL {name}\n  listed in {rel(args.known)} but there is no such test")
    for name in empty:
        print(f"warning: {name} has no expectations (add `# expect:` lines)")
    if args.cross_check:
        listed = sum(1 for n in known if n in selected)
        print(f"cross-checked {crossed} programs against {ORACLE} "
              f"({listed} listed as known differences)")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1, sort_keys=True)
    print(f"{sum(r['ok'] for r in report.values())} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
