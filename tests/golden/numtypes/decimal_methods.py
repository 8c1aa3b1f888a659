# sqrt, as_tuple, as_integer_ratio, the is_ predicates, int(), float(), math.floor/ceil.
import math
from decimal import Decimal as D
print(D(2).sqrt(), D(100).sqrt(), D('0.01').sqrt(), D('1E+1').sqrt(), D('0.25').sqrt(), D(0).sqrt(), D('-0').sqrt(), D('1e-10').sqrt(), D(10**40).sqrt())
print(D('-3.14').as_tuple(), D('Infinity').as_tuple(), D('1.25').as_integer_ratio(), D('-1E+3').as_integer_ratio())
print(D('NaN').is_nan(), D(1).is_nan(), D('Inf').is_infinite(), D(1).is_finite(), D('0.0').is_zero(), D('-1').is_signed(), D('sNaN').is_snan(), D('NaN').is_qnan())
print(int(D('-7.9')), int(D('1e30')), float(D('0.1')), float(D('-Infinity')), float(D('1e-400')), math.floor(D('-2.5')), math.ceil(D('2.1')), math.trunc(D('-2.5')))
print(D('123.45').adjusted(), D('0.001').adjusted(), D('-5').copy_abs(), D('5').copy_negate(), D(10).exp if False else '', abs(D('-0.0')))

# expect: 1.414213562373095048801688724 10 0.1 3.162277660168379331998893544 0.5 0 -0 0.00001 100000000000000000000
# expect: DecimalTuple(sign=1, digits=(3, 1, 4), exponent=-2) DecimalTuple(sign=0, digits=(0,), exponent='F') (5, 4) (-1000, 1)
# expect: True False True True True True True True
# expect: -7 1000000000000000000000000000000 0.1 -inf 0.0 -3 3 -2
# expect: 2 -3 5 -5  0.0
