# assertWarns and assertWarnsRegex, as calls and context managers (warning, filename, lineno).
import unittest
import warnings

t = unittest.TestCase()


def old():
    warnings.warn("old() is deprecated", DeprecationWarning)
    return 1


def quiet():
    return 2


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print("AssertionError:", e)


show(t.assertWarns, DeprecationWarning, old)
show(t.assertWarns, DeprecationWarning, quiet)
show(t.assertWarns, UserWarning, old)
show(t.assertWarnsRegex, DeprecationWarning, "deprecated", old)
show(t.assertWarnsRegex, DeprecationWarning, "removed", old)

with t.assertWarns(UserWarning) as cm:
    warnings.warn("careful")
print(type(cm.warning).__name__, cm.warning, cm.lineno, cm.filename.endswith("assert_warns.py"))

try:
    with t.assertWarns(RuntimeWarning, msg="expected one"):
        pass
except AssertionError as e:
    print("AssertionError:", e)

try:
    with t.assertWarns(UserWarning):
        raise KeyError("through")
except KeyError as e:
    print("KeyError:", e)
warnings.warn("after: shown once more")
# expect: passed
# expect: AssertionError: DeprecationWarning not triggered by quiet
# expect: AssertionError: UserWarning not triggered by old
# expect: passed
# expect: AssertionError: "removed" does not match "old() is deprecated"
# expect: UserWarning careful 32 True
# expect: AssertionError: RuntimeWarning not triggered : expected one
# expect: KeyError: 'through'
