# verbosity=0: no progress, only the failure blocks and the summary.
import re
import unittest


class Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def flush(self):
        pass

    def text(self):
        return re.sub(r"(Ran \d+ tests?) in \d+\.\d+s", r"\1 in TIME", "".join(self.parts))


class T(unittest.TestCase):
    def test_one(self):
        pass


out = Out()
unittest.TextTestRunner(stream=out, verbosity=0).run(unittest.TestLoader().loadTestsFromTestCase(T))
print(repr(out.text()))
# expect: '----------------------------------------------------------------------\nRan 1 test in TIME\n\nOK\n'
