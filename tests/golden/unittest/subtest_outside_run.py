# subTest outside a run of its test does nothing: the exception goes through.
import unittest


class T(unittest.TestCase):
    def test_a(self):
        pass


t = T("test_a")
with t.subTest(i=1):
    print("inside")
try:
    with t.subTest("m"):
        raise ValueError("not caught by subTest")
except ValueError as e:
    print("ValueError:", e)
# expect: inside
# expect: ValueError: not caught by subTest
