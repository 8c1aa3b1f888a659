# patch as a decorator of test methods: the mock comes as the last argument, stacked patches
# pass theirs innermost first; patch.object and patch('builtins.input') the same way; the
# originals are back afterwards.
import os
import random
import unittest
from unittest.mock import patch

real_getcwd = os.getcwd


class T(unittest.TestCase):
    @patch("random.randint", return_value=4)
    def test_dice(self, m):
        self.assertEqual(random.randint(1, 6), 4)
        m.assert_called_once_with(1, 6)

    @patch("os.getcwd")
    @patch("os.listdir")
    def test_stacked(self, m_listdir, m_getcwd):
        m_getcwd.return_value = "/a"
        m_listdir.return_value = ["x"]
        print(os.getcwd(), os.listdir("."))

    @patch.object(os, "getcwd", return_value="/o")
    def test_object(self, m):
        print(os.getcwd(), m.call_count)

    @patch("builtins.input", return_value="typed")
    def test_input(self, m):
        print(input("prompt? "), m.call_args)

    @patch("os.getcwd", lambda: "/given")
    def test_new_given(self):
        print(os.getcwd())


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(r.testsRun, r.wasSuccessful(), os.getcwd is real_getcwd)
# expect: typed call('prompt? ')
# expect: /given
# expect: /o 1
# expect: /a ['x']
# expect: 5 True True
