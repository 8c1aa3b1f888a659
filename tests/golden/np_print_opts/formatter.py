# The formatter print option: per-kind keys ('float', 'int', 'all', 'float_kind'), reset by set_printoptions,
# scoped by np.printoptions and per call in array2string.
import numpy as np
x = np.array([1.0, 2.5, 3.14159])
np.set_printoptions(formatter={'float': lambda v: f"{v:.2f}"})
print(x, repr(x), np.arange(3), np.array([[0.5, 1.25], [2.0, 3.0]]))
print(np.get_printoptions()['formatter'] is not None)
np.set_printoptions(precision=3)
print(x)
np.set_printoptions(formatter={'all': lambda v: 'x' + str(v)})
print(np.arange(3), np.array([True, False]), np.linspace(0, 1, 3))
np.set_printoptions(formatter={'int': hex})
print(np.arange(20, 26))
np.set_printoptions(formatter={'float_kind': '{:.1e}'.format})
print(np.array([12345.678, 0.001], dtype=np.float32), np.array(2.5))
np.set_printoptions(formatter=None, precision=8)
print(x)
with np.printoptions(formatter={'float': '{: 0.3f}'.format}):
    print(x, np.random.default_rng(1).random((2, 2)))
print(x, np.array2string(x, formatter={'float_kind': lambda v: '%.1f' % v}), x)
print(np.array2string(np.arange(30) * 1.5, formatter={'float': lambda v: f"{v:6.1f}"}, max_line_width=40))

# expect: [1.00 2.50 3.14] array([1.00, 2.50, 3.14]) [0 1 2] [[0.50 1.25]
# expect:  [2.00 3.00]]
# expect: True
# expect: [1.    2.5   3.142]
# expect: [x0 x1 x2] [xTrue xFalse] [x0.0 x0.5 x1.0]
# expect: [0x14 0x15 0x16 0x17 0x18 0x19]
# expect: [1.2e+04 1.0e-03] 2.5
# expect: [1.      2.5     3.14159]
# expect: [ 1.000  2.500  3.142] [[ 0.512  0.950]
# expect:  [ 0.144  0.949]]
# expect: [1.      2.5     3.14159] [1.0 2.5 3.1] [1.      2.5     3.14159]
# expect: [   0.0    1.5    3.0    4.5    6.0
# expect:     7.5    9.0   10.5   12.0   13.5
# expect:    15.0   16.5   18.0   19.5   21.0
# expect:    22.5   24.0   25.5   27.0   28.5
# expect:    30.0   31.5   33.0   34.5   36.0
# expect:    37.5   39.0   40.5   42.0   43.5]
