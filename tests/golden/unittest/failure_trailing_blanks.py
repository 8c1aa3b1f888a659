# A failing assertion on a line with trailing blanks: unittest formats the failure as the
# traceback module does: the line stripped, the carets moved left by the blanks' count.
import io
import unittest


class Grades(unittest.TestCase):
    def test_pass_mark(self):
        mark = 48; self.assertGreaterEqual(mark, 50)    


out = io.StringIO()
unittest.TextTestRunner(stream=out).run(unittest.defaultTestLoader.loadTestsFromTestCase(Grades))
for line in out.getvalue().splitlines()[6:9]:
    print(repr(line))
# expect: '    mark = 48; self.assertGreaterEqual(mark, 50)'
# expect: '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^'
# expect: 'AssertionError: 48 not greater than or equal to 50'
