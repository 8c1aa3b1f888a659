# assertEqual on strings: "'a' != 'b'" and the ndiff of the lines with its hint lines; long
# reprs shortened with "[N chars]"; maxDiff.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print(repr(str(e)))


show(t.assertEqual, "a", "b")
show(t.assertEqual, "hello world", "hello wrld")
show(t.assertEqual, "Hello, Bob", "Hello, Bob!")
show(t.assertEqual, "abc\ndef\n", "abc\nxef\n")
show(t.assertEqual, "one\ntwo\nthree", "one\nthree")
show(t.assertEqual, "x" * 100, "x" * 99 + "y")
show(t.assertEqual, "tab\there", "tab here")
show(t.assertMultiLineEqual, "a", 1)
t.maxDiff = 20
show(t.assertEqual, "line one\nline two\n", "line one\nline 2\n")
t.maxDiff = None
show(t.assertEqual, "a b c d e f", "a b x d e g")
# expect: "'a' != 'b'\n- a\n+ b\n"
# expect: "'hello world' != 'hello wrld'\n- hello world\n?        -\n+ hello wrld\n"
# expect: "'Hello, Bob' != 'Hello, Bob!'\n- Hello, Bob\n+ Hello, Bob!\n?           +\n"
# expect: "'abc\\ndef\\n' != 'abc\\nxef\\n'\n  abc\n- def\n? ^\n+ xef\n? ^\n"
# expect: "'one\\ntwo\\nthree' != 'one\\nthree'\n  one\n- two\n  three"
# expect: "'xxxx[34 chars]xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' != 'xxxx[34 chars]xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy'\n- xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n?                                                                                                    ^\n+ xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy\n?                                                                                                    ^\n"
# expect: "'tab\\there' != 'tab here'\n- tab\there\n?    ^\n+ tab here\n?    ^\n"
# expect: "1 is not an instance of <class 'str'> : Second argument is not a string"
# expect: "'line one\\nline two\\n' != 'line one\\nline 2\\n'\nDiff is 52 characters long. Set self.maxDiff to None to see it."
# expect: "'a b c d e f' != 'a b x d e g'\n- a b c d e f\n?     ^     ^\n+ a b x d e g\n?     ^     ^\n"
