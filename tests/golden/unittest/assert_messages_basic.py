# The failure messages of the simple assertions, as str() of the AssertionError.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print(type(e).__name__ + ":", e)


show(t.assertEqual, 1, 2)
show(t.assertEqual, 1.5, 2)
show(t.assertEqual, None, 0)
show(t.assertNotEqual, "x", "x")
show(t.assertTrue, 0)
show(t.assertTrue, [])
show(t.assertTrue, "yes")
show(t.assertFalse, [1])
show(t.assertIs, 1, None)
show(t.assertIsNot, None, None)
show(t.assertIsNone, 3)
show(t.assertIsNotNone, None)
show(t.assertIn, 3, [1, 2])
show(t.assertIn, "z", "abc")
show(t.assertNotIn, 1, {1: "a"})
show(t.assertIsInstance, 1, str)
show(t.assertIsInstance, 1, (str, float))
show(t.assertNotIsInstance, True, int)
show(t.assertGreater, 1, 2)
show(t.assertGreaterEqual, 1, 2)
show(t.assertLess, 2, 1)
show(t.assertLessEqual, 2, 1)
show(t.assertLess, 1, 2)
show(t.fail)
show(t.fail, "boom")
show(t.assertRegex, "hello", "x+")
show(t.assertRegex, "hello", "l+")
# expect: AssertionError: 1 != 2
# expect: AssertionError: 1.5 != 2
# expect: AssertionError: None != 0
# expect: AssertionError: 'x' == 'x'
# expect: AssertionError: 0 is not true
# expect: AssertionError: [] is not true
# expect: passed
# expect: AssertionError: [1] is not false
# expect: AssertionError: 1 is not None
# expect: AssertionError: unexpectedly identical: None
# expect: AssertionError: 3 is not None
# expect: AssertionError: unexpectedly None
# expect: AssertionError: 3 not found in [1, 2]
# expect: AssertionError: 'z' not found in 'abc'
# expect: AssertionError: 1 unexpectedly found in {1: 'a'}
# expect: AssertionError: 1 is not an instance of <class 'str'>
# expect: AssertionError: 1 is not an instance of (<class 'str'>, <class 'float'>)
# expect: AssertionError: True is an instance of <class 'int'>
# expect: AssertionError: 1 not greater than 2
# expect: AssertionError: 1 not greater than or equal to 2
# expect: AssertionError: 2 not less than 1
# expect: AssertionError: 2 not less than or equal to 1
# expect: passed
# expect: AssertionError: None
# expect: AssertionError: boom
# expect: AssertionError: Regex didn't match: 'x+' not found in 'hello'
# expect: passed
