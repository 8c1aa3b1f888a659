# Generator.permuted: each slice along axis shuffled on its own (or the whole array), out=.
import numpy as np
rng = np.random.default_rng(7)
a = np.arange(12).reshape(3, 4)
print(rng.permuted(a, axis=1))
print(rng.permuted(a, axis=0))
print(rng.permuted(a))
print(rng.permuted(np.arange(10)), rng.permuted([1.5, 2.5, 3.5]))
out = np.empty_like(a)
r = rng.permuted(a, axis=-1, out=out)
print(r is out, out, a)
print(rng.permuted(a.T, axis=1))
print(rng.integers(100))

# expect: [[ 0  2  1  3]
# expect:  [ 7  5  6  4]
# expect:  [ 8 11  9 10]]
# expect: [[ 8  5  2  3]
# expect:  [ 4  9 10  7]
# expect:  [ 0  1  6 11]]
# expect: [[ 6  3  4  9]
# expect:  [11 10  0  2]
# expect:  [ 5  8  7  1]]
# expect: [0 6 5 4 1 7 2 9 3 8] [1.5 3.5 2.5]
# expect: True [[ 0  1  2  3]
# expect:  [ 7  5  6  4]
# expect:  [ 8 11 10  9]] [[ 0  1  2  3]
# expect:  [ 4  5  6  7]
# expect:  [ 8  9 10 11]]
# expect: [[ 4  8  0]
# expect:  [ 1  5  9]
# expect:  [10  6  2]
# expect:  [ 3 11  7]]
# expect: 19
