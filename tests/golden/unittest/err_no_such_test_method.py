# Naming a method the class lacks is a ValueError naming the class.
import unittest


class T(unittest.TestCase):
    def test_a(self):
        pass


T("test_zz")
# expect runtime error: ValueError: no such test method in <class '__main__.T'>: test_zz
