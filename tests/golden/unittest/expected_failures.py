# The decorator expectedFailure: a failure (or error) of the test is expected; passing is an unexpected
# success, which makes the run unsuccessful.
import unittest


class T(unittest.TestCase):
    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(1, 2)

    @unittest.expectedFailure
    def test_known_error(self):
        {}["k"]

    @unittest.expectedFailure
    def test_fixed(self):
        self.assertEqual(1, 1)


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(len(r.expectedFailures), len(r.unexpectedSuccesses), r.wasSuccessful())
print([str(t) for t in r.unexpectedSuccesses])
print([t.id() for t, _ in r.expectedFailures])
# expect: 2 1 False
# expect: ['test_fixed (__main__.T.test_fixed)']
# expect: ['__main__.T.test_known_bug', '__main__.T.test_known_error']
