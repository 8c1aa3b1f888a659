#!/usr/bin/python3
"""Self-test of the golden runner: runs tests/run_golden.py on tests/runner_fixtures/ with a fake
weft (runner_fixtures/fake_weft, which is CPython in disguise) and checks its verdict on every
fixture. Each fixture states the verdict it must get in a `# fixture: pass` or
`# fixture: fail TEXT` comment (TEXT must appear in the runner's report for that file).
Ends with the line `N passed, N failed`."""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "tests", "runner_fixtures")
FIXTURE_RE = re.compile(r"^# fixture: (pass|fail (.+))$", re.M)
# Entries of runner_fixtures/known.txt that name no file: the runner must report each of them.
STALE = {"tests/runner_fixtures/cross/deleted.py": "there is no such test"}


def run_runner(paths, json_path):
    cmd = [sys.executable, os.path.join(ROOT, "tests", "run_golden.py"),
           "--weft", os.path.join(FIXTURES, "fake_weft"), "--cross-check",
           "--known", os.path.join(FIXTURES, "known.txt"), "--timeout", "2",
           "--json", json_path] + paths
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)


def expected_verdicts():
    want = dict(STALE)
    for dirpath, _, names in os.walk(FIXTURES):
        for n in names:
            if not n.endswith(".py"):
                continue
            path = os.path.join(dirpath, n)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if re.search(r"^# golden-module", text, re.M):
                continue  # a module the fixtures import: the runner must not run it
            m = FIXTURE_RE.search(text)
            if not m:
                sys.exit(f"{path}: no '# fixture: pass|fail TEXT' line")
            want[os.path.relpath(path, ROOT)] = m.group(2)  # None means pass
    return want


def check(cond, what, failures):
    if not cond:
        failures.append(what)
    return cond


def main():
    want = expected_verdicts()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        out = run_runner([FIXTURES], os.path.join(tmp, "all.json"))
        with open(os.path.join(tmp, "all.json")) as f:
            got = json.load(f)
        n_fail = sum(v is not None for v in want.values())
        n_pass = len(want) - n_fail
        last = out.stdout.rstrip("\n").split("\n")[-1]
        check(last == f"{n_pass} passed, {n_fail} failed",
              f"summary line {last!r}, expected '{n_pass} passed, {n_fail} failed'", failures)
        check(out.returncode == 1, f"runner exit status {out.returncode} with failures, "
              "expected 1", failures)
        check("cross-checked 22 programs" in out.stdout, "cross-check count line", failures)
        for name, text in sorted(want.items()):
            # The stale entry is reported in the text only (it has no file, so no JSON result).
            if name in STALE:
                check(f"FAIL {name}\n" in out.stdout and text in out.stdout,
                      f"{name}: stale known entry not reported", failures)
                continue
            r = got.get(name)
            if not check(r is not None, f"{name}: not run", failures):
                continue
            report = "\n".join(r["problems"])
            if text is None:
                check(r["ok"], f"{name}: should pass, got:\n{report}", failures)
            else:
                check(not r["ok"] and text in report,
                      f"{name}: should fail with {text!r}, got:\n{report or 'pass'}", failures)
        # Only passing fixtures: the runner must exit 0 (no false failures).
        passing = [os.path.join(ROOT, n) for n, t in want.items() if t is None]
        ok = run_runner(passing, os.path.join(tmp, "pass.json"))
        check(ok.returncode == 0 and ok.stdout.endswith(f"{len(passing)} passed, 0 failed\n"),
              f"passing fixtures alone: exit {ok.returncode}\n{ok.stdout}", failures)
    for f in failures:
        print("FAIL", f)
    checks = len(want) + 4
    print(f"{checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
