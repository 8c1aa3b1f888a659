# subTest: each failing block is reported as "test (module.Class.test) (i=1)", the loop goes
# on, a message shows in brackets; passing blocks report nothing; the test then does not count
# as a success.
import unittest


class T(unittest.TestCase):
    def test_even(self):
        for i in range(5):
            with self.subTest(i=i):
                self.assertEqual(i % 2, 0)

    def test_msg(self):
        with self.subTest("checking", n=3, s="x"):
            self.assertTrue(False)

    def test_nested(self):
        with self.subTest(a=1):
            with self.subTest(b=2):
                raise ValueError("inner")

    def test_all_pass(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 3)


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(r.testsRun, len(r.failures), len(r.errors), r.wasSuccessful())
for test, text in r.failures + r.errors:
    print(test, "|", test.id(), "|", text.strip().splitlines()[-1])
# expect: 4 3 1 False
# expect: test_even (__main__.T.test_even) (i=1) | __main__.T.test_even (i=1) | AssertionError: 1 != 0
# expect: test_even (__main__.T.test_even) (i=3) | __main__.T.test_even (i=3) | AssertionError: 1 != 0
# expect: test_msg (__main__.T.test_msg) [checking] (n=3, s='x') | __main__.T.test_msg [checking] (n=3, s='x') | AssertionError: False is not true
# expect: test_nested (__main__.T.test_nested) (b=2, a=1) | __main__.T.test_nested (b=2, a=1) | ValueError: inner
