"""The profiler suites' shared runner (test_prof.py, test_prof_model.py, test_prof_streams.py):
every test_* function of a module run in name order, `ok`/`FAIL` with the traceback per test, a
closing `N passed, N failed`, and the suite's scratch folder removed."""
import shutil
import traceback


def run_tests(namespace, tmp, call=lambda name, fn: fn()):
    """Runs namespace's test_* functions through call(name, fn); the exit status (1 on a failure)."""
    failed = 0
    tests = [(n, f) for n, f in sorted(namespace.items()) if n.startswith("test_") and callable(f)]
    for name, fn in tests:
        try:
            call(name, fn)
            print(f"ok   {name}")
        except Exception:
            failed += 1
            print(f"FAIL {name}")
            traceback.print_exc()
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(tests) - failed} passed, {failed} failed")
    return 1 if failed else 0
