# traceback.format_exc strips a frame line's trailing blanks and, as CPython 3.11's traceback
# module does, counts them as indentation: the carets land that many columns to the left.
import traceback


def parse(text):
    value = int(text)   
    return value


try:
    parse("x1")
except ValueError:
    for line in traceback.format_exc().splitlines()[4:]:
        print(repr(line))
# expect: '    value = int(text)'
# expect: '         ^^^^^^^^^'
# expect: "ValueError: invalid literal for int() with base 10: 'x1'"
