# extract_tb: a StackSummary (a list) of FrameSummary objects, outermost first, with filename,
# lineno, name and the stripped source line; limit takes the first n, or the last -n.
import os
import traceback


def f():
    return g()


def g():
    raise ValueError("v")


try:
    f()
except ValueError as e:
    s = traceback.extract_tb(e.__traceback__)
    print(type(s).__name__, isinstance(s, list), len(s))
    for fs in s:
        print(os.path.basename(fs.filename), fs.lineno, fs.name, fs.line)
    print([fs.name for fs in traceback.extract_tb(e.__traceback__, limit=1)])
    print([fs.name for fs in traceback.extract_tb(e.__traceback__, limit=-1)])
    print([fs.name for fs in traceback.extract_tb(e.__traceback__.tb_next)])
print(traceback.extract_tb(None))
# expect: StackSummary True 3
# expect: traceback_extract_tb.py 16 <module> f()
# expect: traceback_extract_tb.py 8 f return g()
# expect: traceback_extract_tb.py 12 g raise ValueError("v")
# expect: ['<module>']
# expect: ['g']
# expect: ['f', 'g']
# expect: []
