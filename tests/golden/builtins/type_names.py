# type() of classes, modules, functions and iterators names them as CPython does.
import math
import numpy as np
print(type(int), type(math), type(lambda: 1), type(type(1)), type(str) == type, type(np.float32))
def f():
    pass
print(type(f), type(print), type(iter([])), type(zip()), type(enumerate([])))

# expect: <class 'type'> <class 'module'> <class 'function'> <class 'type'> True <class 'type'>
# expect: <class 'function'> <class 'builtin_function_or_method'> <class 'list_iterator'> <class 'zip'> <class 'enumerate'>
