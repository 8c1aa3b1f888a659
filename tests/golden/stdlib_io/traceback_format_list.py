# format_list and StackSummary.format: one string per entry; an entry from a traceback shows
# the carets CPython 3.11 prints, one made from a tuple only its source line.
import re
import traceback


def clean(s):
    return re.sub(r'File "[^"]*/', 'File "', s)


def compute(xs):
    return xs[0] + len(xs[5])


try:
    compute([1])
except IndexError as e:
    s = traceback.extract_tb(e.__traceback__)
    for text in traceback.format_list(s):
        print(clean(text), end="")
    print(traceback.format_list(s) == s.format())
print(traceback.format_list([("a.py", 1, "f", "  pass  "), ("b.py", 2, "g", None)]))
ss = traceback.StackSummary.from_list([("a.py", 1, "f", "pass")])
print(type(ss).__name__, ss[0].name, ss.format())
# expect:   File "traceback_format_list.py", line 16, in <module>
# expect:     compute([1])
# expect:   File "traceback_format_list.py", line 12, in compute
# expect:     return xs[0] + len(xs[5])
# expect:                        ~~^^^
# expect: True
# expect: ['  File "a.py", line 1, in f\n    pass\n', '  File "b.py", line 2, in g\n']
# expect: StackSummary f ['  File "a.py", line 1, in f\n    pass\n']
