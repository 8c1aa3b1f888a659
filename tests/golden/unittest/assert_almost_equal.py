# assertAlmostEqual and assertNotAlmostEqual: places (7 by default, rounding the difference),
# delta, and their messages.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print(e)


show(t.assertAlmostEqual, 0.1 + 0.2, 0.3)
show(t.assertAlmostEqual, 1.0, 1.1)
show(t.assertAlmostEqual, 1.0, 1.1, places=3)
show(t.assertAlmostEqual, 1.0, 1.1, 0)
show(t.assertAlmostEqual, 1.0, 1.1, delta=0.01)
show(t.assertAlmostEqual, 1.0, 1.05, delta=0.1)
show(t.assertAlmostEqual, 3, 3)
show(t.assertNotAlmostEqual, 1.0, 1.0)
show(t.assertNotAlmostEqual, 1.0, 1.00000001)
show(t.assertNotAlmostEqual, 1.0, 1.05, delta=0.1)
show(t.assertNotAlmostEqual, 1.0, 2.0)
# expect: passed
# expect: 1.0 != 1.1 within 7 places (0.10000000000000009 difference)
# expect: 1.0 != 1.1 within 3 places (0.10000000000000009 difference)
# expect: passed
# expect: 1.0 != 1.1 within 0.01 delta (0.10000000000000009 difference)
# expect: passed
# expect: passed
# expect: 1.0 == 1.0 within 7 places
# expect: 1.0 == 1.00000001 within 7 places
# expect: 1.0 == 1.05 within 0.1 delta (0.050000000000000044 difference)
# expect: passed
