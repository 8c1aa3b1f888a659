# Setting or deleting an attribute of a builtin class (int, an exception class, np.ndarray) is
# CPython's TypeError about an immutable type; a builtin function's is an AttributeError.
import numpy as np

for obj, name in ((int, "int"), (str, "str"), (ValueError, "ValueError"), (KeyError, "KeyError"),
                  (np.ndarray, "ndarray"), (np.float64, "float64"), (len, "len")):
    try:
        obj.foo = 1
    except (TypeError, AttributeError) as e:
        print(name, "set", type(e).__name__, e)
    try:
        del obj.foo
    except (TypeError, AttributeError) as e:
        print(name, "del", type(e).__name__, e)
    try:
        setattr(obj, "bar", 2)
    except (TypeError, AttributeError) as e:
        print(name, "setattr", type(e).__name__, e)
# expect: int set TypeError cannot set 'foo' attribute of immutable type 'int'
# expect: int del TypeError cannot set 'foo' attribute of immutable type 'int'
# expect: int setattr TypeError cannot set 'bar' attribute of immutable type 'int'
# expect: str set TypeError cannot set 'foo' attribute of immutable type 'str'
# expect: str del TypeError cannot set 'foo' attribute of immutable type 'str'
# expect: str setattr TypeError cannot set 'bar' attribute of immutable type 'str'
# expect: ValueError set TypeError cannot set 'foo' attribute of immutable type 'ValueError'
# expect: ValueError del TypeError cannot set 'foo' attribute of immutable type 'ValueError'
# expect: ValueError setattr TypeError cannot set 'bar' attribute of immutable type 'ValueError'
# expect: KeyError set TypeError cannot set 'foo' attribute of immutable type 'KeyError'
# expect: KeyError del TypeError cannot set 'foo' attribute of immutable type 'KeyError'
# expect: KeyError setattr TypeError cannot set 'bar' attribute of immutable type 'KeyError'
# expect: ndarray set TypeError cannot set 'foo' attribute of immutable type 'numpy.ndarray'
# expect: ndarray del TypeError cannot set 'foo' attribute of immutable type 'numpy.ndarray'
# expect: ndarray setattr TypeError cannot set 'bar' attribute of immutable type 'numpy.ndarray'
# expect: float64 set TypeError cannot set 'foo' attribute of immutable type 'numpy.float64'
# expect: float64 del TypeError cannot set 'foo' attribute of immutable type 'numpy.float64'
# expect: float64 setattr TypeError cannot set 'bar' attribute of immutable type 'numpy.float64'
# expect: len set AttributeError 'builtin_function_or_method' object has no attribute 'foo'
# expect: len del AttributeError 'builtin_function_or_method' object has no attribute 'foo'
# expect: len setattr AttributeError 'builtin_function_or_method' object has no attribute 'bar'
