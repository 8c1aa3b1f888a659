# Generator.multivariate_hypergeometric with both methods ('marginals': a hypergeometric per
# color; 'count': a partial shuffle of the balls), NumPy 1.24's streams, the complement when
# nsample is past half, sizes, empty colors, and each of NumPy's ValueErrors.
import numpy as np
g = np.random.default_rng(1)
print(g.multivariate_hypergeometric([3, 5, 2], 4))
print(g.multivariate_hypergeometric([3, 5, 2], 4, size=3))
print(g.multivariate_hypergeometric([3, 5, 2], 8, size=(2, 2), method='count'))
print(g.multivariate_hypergeometric([30, 50, 20], 40, size=3, method='marginals'))
print(g.multivariate_hypergeometric([30, 50, 20], 70, size=2))
print(g.multivariate_hypergeometric(np.array([100, 200, 300, 400], dtype=np.uint16), 500, size=2, method='count'))
print(g.multivariate_hypergeometric([4, 0, 6], 0), g.multivariate_hypergeometric([], 0, size=2), g.multivariate_hypergeometric([5], 5, size=2))
print(g.multivariate_hypergeometric([10, 20], np.int64(7), size=4))
print(g.random())
for bad in [dict(colors=[3, 5], nsample=2, method='x'), dict(colors=[3, 5], nsample=2.0), dict(colors=[3, 5], nsample=-1),
            dict(colors=[3, -5], nsample=2), dict(colors=[[3, 5]], nsample=2), dict(colors=[1.5, 2], nsample=1),
            dict(colors=[3, 5], nsample=9), dict(colors=[10**9, 5], nsample=2), dict(colors=[2**62, 2**62], nsample=2, method='count'),
            dict(colors=[2**62, 2**62, 2**62], nsample=2, method='count'), dict(colors=[True, False], nsample=1), dict(colors=[2**61], nsample=2, method='count')]:
    try:
        g.multivariate_hypergeometric(**bad)
    except ValueError as e:
        print('ValueError:', e)
# expect: [0 3 1]
# expect: [[1 2 1]
# expect:  [1 2 1]
# expect:  [0 3 1]]
# expect: [[[2 4 2]
# expect:   [2 4 2]]
# expect:
# expect:  [[2 4 2]
# expect:   [2 4 2]]]
# expect: [[10 19 11]
# expect:  [15 15 10]
# expect:  [15 20  5]]
# expect: [[21 37 12]
# expect:  [19 36 15]]
# expect: [[ 44 100 154 202]
# expect:  [ 59  99 151 191]]
# expect: [0 0 0] [] [[5]
# expect:  [5]]
# expect: [[2 5]
# expect:  [4 3]
# expect:  [2 5]
# expect:  [1 6]]
# expect: 0.2369231670586005
# expect: ValueError: method must be "count" or "marginals".
# expect: ValueError: nsample must be an integer
# expect: ValueError: nsample must be nonnegative.
# expect: ValueError: colors must be a one-dimensional sequence of nonnegative integers not exceeding 9223372036854775807.
# expect: ValueError: colors must be a one-dimensional sequence of nonnegative integers not exceeding 9223372036854775807.
# expect: ValueError: colors must be a one-dimensional sequence of nonnegative integers not exceeding 9223372036854775807.
# expect: ValueError: nsample > sum(colors)
# expect: ValueError: When method is "marginals", sum(colors) must be less than 1000000000.
# expect: ValueError: sum(colors) must not exceed the maximum value of a 64 bit signed integer (9223372036854775807)
# expect: ValueError: sum(colors) must not exceed the maximum value of a 64 bit signed integer (9223372036854775807)
# expect: ValueError: colors must be a one-dimensional sequence of nonnegative integers not exceeding 9223372036854775807.
# expect: ValueError: When method is 'count', sum(colors) must not exceed 1152921504606846975
