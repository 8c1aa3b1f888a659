# A subclass's view method called through the class without an instance raises CPython's descriptor message.
import numpy as np
class C(np.ndarray):
    pass
print(type(C.view(np.arange(2))).__name__)
try:
    C.view()
except TypeError as e:
    print(e)
for f in [lambda: C.__len__(), lambda: C.__repr__(), lambda: C.__getitem__()]:
    try:
        f()
    except TypeError as e:
        print(e)
# expect: ndarray
# expect: unbound method ndarray.view() needs an argument
# expect: descriptor '__len__' of 'numpy.ndarray' object needs an argument
# expect: descriptor '__repr__' of 'numpy.ndarray' object needs an argument
# expect: descriptor '__getitem__' of 'numpy.ndarray' object needs an argument
