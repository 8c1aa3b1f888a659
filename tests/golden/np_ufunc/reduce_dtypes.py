# reduce's result dtypes: add/multiply widen small integers and bool; others keep the dtype
import numpy as np
for dt in (np.int8, np.uint16, np.int32, np.bool_, np.float32, np.float64):
    x = np.array([1, 2, 3], dtype=dt)
    for u in (np.add, np.multiply, np.maximum, np.logical_and, np.divide):
        r = u.reduce(x)
        print(u.__name__, np.dtype(dt).name, r, type(r).__name__)
print(repr(np.add.reduce(np.arange(6).reshape(2, 3), axis=1, dtype=np.float32)))
print(repr(np.add.reduce([1.5, 2.5], dtype=int)), repr(np.subtract.reduce(np.array([1, 2, 3], dtype=np.int8))))
print(repr(np.add.reduce(np.array([1 + 2j, 3 - 1j]))), repr(np.multiply.reduce(np.array([1 + 2j, 3 - 1j]))))

# expect: add int8 6 int64
# expect: multiply int8 6 int64
# expect: maximum int8 3 int8
# expect: logical_and int8 True bool_
# expect: divide int8 0.16666666666666666 float64
# expect: add uint16 6 uint64
# expect: multiply uint16 6 uint64
# expect: maximum uint16 3 uint16
# expect: logical_and uint16 True bool_
# expect: divide uint16 0.16666666666666666 float64
# expect: add int32 6 int64
# expect: multiply int32 6 int64
# expect: maximum int32 3 int32
# expect: logical_and int32 True bool_
# expect: divide int32 0.16666666666666666 float64
# expect: add bool 3 int64
# expect: multiply bool 1 int64
# expect: maximum bool True bool_
# expect: logical_and bool True bool_
# expect: divide bool 1.0 float64
# expect: add float32 6.0 float32
# expect: multiply float32 6.0 float32
# expect: maximum float32 3.0 float32
# expect: logical_and float32 True bool_
# expect: divide float32 0.16666667 float32
# expect: add float64 6.0 float64
# expect: multiply float64 6.0 float64
# expect: maximum float64 3.0 float64
# expect: logical_and float64 True bool_
# expect: divide float64 0.16666666666666666 float64
# expect: array([ 3., 12.], dtype=float32)
# expect: 3 -4
# expect: (4+1j) (5+5j)
