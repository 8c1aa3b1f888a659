# chain checks each argument when it reaches it.
import itertools
c = itertools.chain([1], 2)
print(next(c))
next(c)

# expect: 1
# expect runtime error: TypeError: 'int' object is not iterable
