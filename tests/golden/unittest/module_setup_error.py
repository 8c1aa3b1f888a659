# A failing setUpModule: one error "setUpModule (__main__)", no test runs, no tearDownModule.
import unittest


def setUpModule():
    raise RuntimeError("no database")


def tearDownModule():
    print("never")


class A(unittest.TestCase):
    def test_a(self):
        print("never")


r = unittest.main(argv=[""], exit=False).result
print(r.testsRun, [(str(t), text.strip().splitlines()[-1]) for t, text in r.errors])
# expect: 0 [('setUpModule (__main__)', 'RuntimeError: no database')]
