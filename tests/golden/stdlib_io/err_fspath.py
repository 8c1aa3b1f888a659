# What os.fspath and the functions taking paths say about objects that are no paths, or whose
# __fspath__ answers something else; os.PathLike is abstract.
import os
class Bad:
    def __fspath__(self): return 5
for f in [lambda: os.fspath(5), lambda: os.fspath(Bad()), lambda: open(5.5), lambda: open(Bad()),
          lambda: os.path.join("a", 5), lambda: os.path.exists(Bad()), lambda: os.PathLike()]:
    try:
        f()
    except TypeError as e:
        print(e)
os.fspath([])

# expect: expected str, bytes or os.PathLike object, not int
# expect: expected Bad.__fspath__() to return str or bytes, not int
# expect: expected str, bytes or os.PathLike object, not float
# expect: expected Bad.__fspath__() to return str or bytes, not int
# expect: join() argument must be str, bytes, or os.PathLike object, not 'int'
# expect: expected Bad.__fspath__() to return str or bytes, not int
# expect: Can't instantiate abstract class PathLike with abstract method __fspath__
# expect runtime error: TypeError: expected str, bytes or os.PathLike object, not list
