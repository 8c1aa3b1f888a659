# setUpModule before the first test and tearDownModule after the last.
import unittest


def setUpModule():
    print("setUpModule")


def tearDownModule():
    print("tearDownModule")


class A(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("A.setUpClass")

    @classmethod
    def tearDownClass(cls):
        print("A.tearDownClass")

    def test_a(self):
        print("A.test_a")


class B(unittest.TestCase):
    def test_b(self):
        print("B.test_b")


unittest.main(argv=[""], exit=False)
# expect: setUpModule
# expect: A.setUpClass
# expect: A.test_a
# expect: A.tearDownClass
# expect: B.test_b
# expect: tearDownModule
