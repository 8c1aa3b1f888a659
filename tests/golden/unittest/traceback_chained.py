# The traceback text of a failure keeps the exception's chain: "from" causes and the exception
# being handled when an assertion failed.
import unittest


def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("cannot parse") from e


class T(unittest.TestCase):
    def test_cause(self):
        parse("x")

    def test_context(self):
        try:
            {}["a"]
        except KeyError:
            self.fail("key missing")


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
for test, text in r.errors + r.failures:
    print(test.id())
    for line in text.splitlines():
        if not line.startswith(" "):
            print(line)
# expect: __main__.T.test_cause
# expect: Traceback (most recent call last):
# expect: ValueError: invalid literal for int() with base 10: 'x'
# expect: 
# expect: The above exception was the direct cause of the following exception:
# expect: 
# expect: Traceback (most recent call last):
# expect: RuntimeError: cannot parse
# expect: __main__.T.test_context
# expect: Traceback (most recent call last):
# expect: KeyError: 'a'
# expect: 
# expect: During handling of the above exception, another exception occurred:
# expect: 
# expect: Traceback (most recent call last):
# expect: AssertionError: key missing
