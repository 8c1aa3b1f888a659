# wraps merges the wrapped function's attributes into the wrapper's __dict__.
import functools
def f():
    pass
f.tag = 'important'
def g():
    pass
functools.update_wrapper(g, f)
print(g.tag, g.__name__, sorted(g.__dict__), g.__wrapped__ is f)
g.count = 0
g.count += 1
print(g.count, f.__dict__)

# expect: important f ['__wrapped__', 'tag'] True
# expect: 1 {'tag': 'important'}
