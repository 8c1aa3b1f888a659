# A reduction with keepdims=True allocates the kept shape itself (it owns its data), laid out
# in the input's axis order: a length-1 axis takes the stride that order gives it.
import numpy as np
x = np.arange(12.).reshape(3, 4)
print(x.sum(axis=1, keepdims=True).strides, x.sum(axis=0, keepdims=True).strides, x.max(axis=None, keepdims=True).strides)
print(x.sum(axis=1, keepdims=True).flags.owndata, x.mean(axis=0, keepdims=True).flags.owndata, x.argmax(axis=1, keepdims=True).flags.owndata)
xf = np.asfortranarray(x)
print(xf.sum(axis=0, keepdims=True).strides, xf.sum(axis=1, keepdims=True).strides, xf.max(axis=1, keepdims=True).strides)
t = np.arange(24.).reshape(2, 3, 4)
print(t.sum(axis=1, keepdims=True).strides, t.transpose(2, 0, 1).sum(axis=1, keepdims=True).strides)
print(xf.std(axis=0, keepdims=True).strides, np.sqrt(xf.var(axis=0, keepdims=True)).strides)
o = np.zeros((3, 1))
print(np.sum(x, axis=1, keepdims=True, out=o) is o, o.ravel())
# expect: (8, 8) (32, 8) (8, 8)
# expect: True True True
# expect: (8, 8) (8, 24) (8, 24)
# expect: (32, 32, 8) (8, 96, 32)
# expect: (8, 8) (32, 8)
# expect: True [ 6. 22. 38.]
