# msg= after the standard message (" : "), or alone when longMessage is False.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print(e)


show(t.assertEqual, 1, 2, "first try")
show(t.assertEqual, 1, 2, msg="keyword")
show(t.assertTrue, False, 42)
show(t.assertIn, 1, [], msg="empty")
show(t.assertAlmostEqual, 1.0, 2.0, msg="far")
t.longMessage = False
show(t.assertEqual, 1, 2, "only this")
show(t.assertEqual, 1, 2)
show(t.assertTrue, 0, "")
# expect: 1 != 2 : first try
# expect: 1 != 2 : keyword
# expect: False is not true : 42
# expect: 1 not found in [] : empty
# expect: 1.0 != 2.0 within 7 places (1.0 difference) : far
# expect: only this
# expect: 1 != 2
# expect: 0 is not true
