# type() of a library object names the class without its module: type(partial(f)).__name__.
import functools, itertools
p = functools.partial(int, base=2)
print(type(p).__name__, type(p), type(itertools.count()).__name__)

# expect: partial <class 'functools.partial'> count
