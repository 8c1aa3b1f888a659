"""Module docstring."""
# globals() of the main module: CPython's dunder entries first, in its order; module reprs
import sys, math, json, random, os

total = 1
print(list(globals())[:9])
def helper():
    pass
names = [k for k in globals() if not k.startswith('__')]
print(names)
print(globals()['__name__'], globals()['__doc__'], globals()['__package__'], globals()['__spec__'])
print(globals()['__builtins__'], __builtins__.len('abc'))
print(sys, math, os)
print(json)
print(random)

# expect: ['__name__', '__doc__', '__package__', '__loader__', '__spec__', '__annotations__', '__builtins__', '__file__', '__cached__']
# expect: ['sys', 'math', 'json', 'random', 'os', 'total', 'helper']
# expect: __main__ Module docstring. None None
# expect: <module 'builtins' (built-in)> 3
# expect: <module 'sys' (built-in)> <module 'math' (built-in)> <module 'os' (frozen)>
# expect: <module 'json' from '/usr/lib/python3.11/json/__init__.py'>
# expect: <module 'random' from '/usr/lib/python3.11/random.py'>
