# np.asfortranarray / asarray(order='F') return the array itself when NumPy's F_CONTIGUOUS flag
# holds already (length-1 axes have any stride; an empty array has it); a copy otherwise.
import numpy as np
x = np.arange(8.).reshape(8, 1)
f = np.asfortranarray(x)
print(f is x, f.strides, np.asarray(x, order='F') is x, np.require(x, requirements='F') is x)
y = np.arange(8.).reshape(1, 8)
print(np.asfortranarray(y) is y, np.asfortranarray(y).strides)
e = np.zeros((0, 3))
print(np.asfortranarray(e) is e, np.asarray(e, order='F') is e)
print(np.asfortranarray([[1.], [2.], [3.]]).strides, np.asfortranarray(np.arange(8).reshape(8, 1), dtype=float).strides)
print(np.asfortranarray(np.arange(6.).reshape(2, 3)).strides, np.array(x, order='F').strides, x.copy(order='F').strides)
p = np.zeros((3, 1), order='F')
print(p.strides, np.empty_like(p).strides, p.copy(order='K').strides, np.copy(p).strides)
# expect: True (8, 8) True True
# expect: True (64, 8)
# expect: True True
# expect: (8, 24) (8, 64)
# expect: (8, 16) (8, 64) (8, 64)
# expect: (8, 24) (8, 8) (8, 8) (8, 8)
