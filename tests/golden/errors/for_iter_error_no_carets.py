# A for loop's iter()/next() error is reported at the whole statement, with no carets
import traceback

def grow(d):
    for key in d:
        d[key + "y"] = 2

def bad_iter(xs):
    for x in xs.pop():
        pass

def one_line(s):
    for k in s: s.add(k + 10)

for f, arg in [(grow, {"x": 1}), (bad_iter, [5]), (one_line, {1})]:
    try:
        f(arg)
    except (RuntimeError, TypeError):
        lines = traceback.format_exc().splitlines()
        print("\n".join(l for l in lines[3:] if "File" not in l))
# expect:     for key in d:
# expect: RuntimeError: dictionary changed size during iteration
# expect:     for x in xs.pop():
# expect: TypeError: 'int' object is not iterable
# expect:     for k in s: s.add(k + 10)
# expect: RuntimeError: Set changed size during iteration
