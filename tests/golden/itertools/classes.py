# The itertools classes print like CPython's and isinstance knows their objects.
import itertools
print(itertools.chain, itertools.count, type(itertools.chain()), type(itertools.tee([1])[0]))
print(type(itertools.groupby([])), isinstance(itertools.count(), itertools.count))
print(isinstance(itertools.chain(), itertools.count), isinstance(iter([]), itertools.chain))
print(itertools.cycle.__name__)

# expect: <class 'itertools.chain'> <class 'itertools.count'> <class 'itertools.chain'> <class 'itertools._tee'>
# expect: <class 'itertools.groupby'> True
# expect: False False
# expect: cycle
