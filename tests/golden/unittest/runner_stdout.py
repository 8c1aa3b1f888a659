# A runner writing to sys.stdout, as course notebooks often ask for: the report is ordinary
# output (the time masked by a stream that rewrites it).
import re
import sys
import unittest


class Masked:
    def write(self, s):
        sys.stdout.write(re.sub(r" in \d+\.\d+s", " in TIME", s))

    def flush(self):
        sys.stdout.flush()


class T(unittest.TestCase):
    def test_upper(self):
        self.assertEqual("foo".upper(), "FOO")

    def test_isupper(self):
        self.assertTrue("FOO".isupper())
        self.assertFalse("Foo".isupper())

    def test_split(self):
        s = "hello world"
        self.assertEqual(s.split(), ["hello", "world"])
        with self.assertRaises(TypeError):
            s.split(2)


suite = unittest.TestLoader().loadTestsFromTestCase(T)
unittest.TextTestRunner(stream=Masked(), verbosity=2).run(suite)
unittest.TextTestRunner(stream=Masked(), verbosity=0).run(unittest.TestSuite())
unittest.TextTestRunner(stream=sys.stdout, verbosity=0)
# expect: test_isupper (__main__.T.test_isupper) ... ok
# expect: test_split (__main__.T.test_split) ... ok
# expect: test_upper (__main__.T.test_upper) ... ok
# expect: 
# expect: ----------------------------------------------------------------------
# expect: Ran 3 tests in TIME
# expect: 
# expect: OK
# expect: ----------------------------------------------------------------------
# expect: Ran 0 tests in TIME
# expect: 
# expect: OK
