# Comparisons with Decimals, ints, floats (exactly) and Fractions; hashes equal to an equal int's or float's.
from decimal import Decimal as D
from fractions import Fraction
print(D('1.0') == 1, D('0.5') == 0.5, D('0.1') == 0.1, D(1) < 1.5, D(2) > 1, D('1.10') == D('1.1'), D('0.5') == Fraction(1, 2))
print(hash(D('1.0')) == hash(1), hash(D('0.5')) == hash(0.5), hash(D(-1)), hash(D('1.1')), hash(D('-2.25')), hash(D('Infinity')))
print(sorted([D('1.5'), D('-2'), D('1.25'), 0]), max(D('2.1'), D('2.10')), min(D(3), 2.5), {D('2.0'): 'two'}[2])
print(D('NaN') == D('NaN'), D('NaN') != 1, D('Inf') > 10**100, D('-Inf') < D('-1e999'), bool(D('0.00')), bool(D('-1e-5')))

# expect: True True False True True True True
# expect: True True -2 2075258708292324557 -576460752303423490 314159
# expect: [Decimal('-2'), 0, Decimal('1.25'), Decimal('1.5')] 2.1 2.5 two
# expect: False True True True False True
