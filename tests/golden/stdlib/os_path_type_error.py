# os.path functions take str paths.
import os
try:
    os.path.join("a", 1)
except TypeError as e:
    print(e)
try:
    os.path.exists(1.5)
except TypeError as e:
    print(e)
os.path.basename(None)

# expect: join() argument must be str, bytes, or os.PathLike object, not 'int'
# expect: stat: path should be string, bytes, os.PathLike or integer, not float
# expect runtime error: TypeError: expected str, bytes or os.PathLike object, not NoneType
