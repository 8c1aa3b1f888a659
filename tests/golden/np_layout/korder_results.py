# Results made from permuted arrays keep NumPy's order='K' layout: ufunc results, astype,
# np.array/np.copy/copy('K') and np.where lay their axes out as the operands lie in memory
# (the iterator's axis ordering; broadcast axes give no vote), so a CHW view of an image,
# cast and summed, adds in the same order (float32 bits) as NumPy.
import numpy as np
a = np.arange(24.).reshape(2, 3, 4)
t = a.transpose(1, 0, 2)
print((t + 1).strides, (a.transpose(2, 0, 1) * 2).strides, np.sqrt(a.transpose(1, 2, 0)).strides)
print((t + np.ones(4)).strides, (t + np.ones((3, 1, 4))).strides, (a[:, :, :1].transpose(2, 0, 1) + 1).strides)
print(t.astype(np.float32).strides, (t > 3).strides, np.where(t > 3, 1.0, 0.0).strides)
print(np.array(t).strides, np.copy(t).strides, t.copy().strides, t.copy('K').strides, np.asarray(a.T, order='C').strides)
print(np.round(t).strides, np.round(t, 1).strides, np.round(t.astype(int), 1).strides)
img = np.random.default_rng(0).integers(0, 256, size=(64, 48, 3), dtype=np.uint8)
chw = img.transpose(2, 0, 1).astype(np.float32) / 255
print(chw.strides, chw.sum(), chw.std())
# expect: (32, 96, 8) (8, 96, 32) (32, 8, 96)
# expect: (32, 96, 8) (32, 96, 8) (48, 24, 8)
# expect: (16, 48, 4) (4, 12, 1) (32, 96, 8)
# expect: (32, 96, 8) (32, 96, 8) (64, 32, 8) (32, 96, 8) (48, 16, 8)
# expect: (32, 96, 8) (64, 32, 8) (32, 96, 8)
# expect: (4, 576, 12) 4605.7373 0.29111856
# A length-1 axis keeps its own stride in astype's stride sort (PyArray_CreateSortedStridePerm),
# where a ufunc's iterator gives it no vote.
s = a[:, None, :, :].transpose(2, 1, 0, 3)
print(s.strides, (s + 1).strides, s.astype(np.int8).strides)
# expect: (32, 0, 96, 8) (32, 192, 96, 8) (4, 1, 12, 1)
