# A misspelt name imported from a standard module written in Python under CPython names the
# module's file, as CPython's import found it; a built-in module's (math) has no location.
try:
    from collections import defaultDict
except ImportError as e:
    print(e)
try:
    from math import sqroot
except ImportError as e:
    print(e)
from random import randit
# expect: cannot import name 'defaultDict' from 'collections' (/usr/lib/python3.11/collections/__init__.py)
# expect: cannot import name 'sqroot' from 'math' (unknown location)
# expect runtime error: ImportError: cannot import name 'randit' from 'random' (/usr/lib/python3.11/random.py)
