# assertRaises as a call and as a context manager (its `exception`), assertRaisesRegex; an
# exception of another class goes through.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print("AssertionError:", e)


show(t.assertRaises, ValueError, int, "x")
show(t.assertRaises, ValueError, int, "5")
show(t.assertRaises, (KeyError, IndexError), [].pop)
show(t.assertRaises, ZeroDivisionError, lambda: 1 / 0)
show(t.assertRaisesRegex, ValueError, "invalid literal", int, "x")
show(t.assertRaisesRegex, ValueError, "abc", int, "x")

with t.assertRaises(ZeroDivisionError) as cm:
    1 / 0
print(type(cm.exception).__name__, cm.exception)

with t.assertRaisesRegex(KeyError, "miss") as cm:
    {}["missing"]
print(repr(cm.exception))

try:
    with t.assertRaises(ValueError):
        pass
except AssertionError as e:
    print("AssertionError:", e)

try:
    with t.assertRaises(ValueError, msg="should raise"):
        pass
except AssertionError as e:
    print("AssertionError:", e)

try:
    with t.assertRaises(ValueError):
        raise TypeError("other")
except TypeError as e:
    print("TypeError went through:", e)

try:
    t.assertRaises(ValueError, [].pop)
except IndexError as e:
    print("IndexError went through:", e)
# expect: passed
# expect: AssertionError: ValueError not raised by int
# expect: passed
# expect: passed
# expect: passed
# expect: AssertionError: "abc" does not match "invalid literal for int() with base 10: 'x'"
# expect: ZeroDivisionError division by zero
# expect: KeyError('missing')
# expect: AssertionError: ValueError not raised
# expect: AssertionError: ValueError not raised : should raise
# expect: TypeError went through: other
# expect: IndexError went through: pop from empty list
