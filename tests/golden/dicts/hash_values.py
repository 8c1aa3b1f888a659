# hash() of ints, floats, bools, tuples and frozensets as CPython computes them
print(hash(0), hash(1), hash(-1), hash(-2), hash(2 ** 61 - 1), hash(2 ** 61), hash(9223372036854775807))
print(hash(-9223372036854775808), hash(-(2 ** 61)), hash(123456789012345678))
print(hash(1.0), hash(1.5), hash(-0.5), hash(0.1), hash(1e100), hash(-1e-100), hash(2.0 ** 70))
print(hash(float('inf')), hash(float('-inf')), hash(0.0) == hash(-0.0))
print(hash(True), hash(False), hash(1) == hash(1.0) == hash(True))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, (2, 3.5))), hash((-1,)), hash((-2,)))
print(hash(frozenset()), hash(frozenset({1})), hash(frozenset({1, 2, 3})))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])), hash('abc') == hash('ab' + 'c'))
# expect: 0 1 -2 -2 0 1 3
# expect: -4 -2 123456789012345678
# expect: 1 1152921504606846977 -1152921504606846976 230584300921369408 1822893315824342674 -1735222877707689105 512
# expect: 314159 -314159 True
# expect: 1 0 True
# expect: 5740354900026072187 -6644214454873602895 -3550055125485641917 -9148893311433065316 8078679518589016365 8078679518589016365
# expect: 133146708735736 -558064481276695278 -272375401224217160
# expect: True True
