# The object dtype: np.dtype('O'), object, np.object_ all name it.
import numpy as np

e = np.array([1], dtype=object)
print(e.dtype == object, e.dtype == np.dtype('O'), e.dtype == 'O', np.dtype(object))
print(repr(np.dtype('O')), np.dtype('object').name, e.dtype.type, np.object_)
print(repr(np.array([1, 2], dtype='O')), repr(np.array([1, 2], dtype=np.object_)))
# expect: True True True object
# expect: dtype('O') object <class 'numpy.object_'> <class 'numpy.object_'>
# expect: array([1, 2], dtype=object) array([1, 2], dtype=object)
