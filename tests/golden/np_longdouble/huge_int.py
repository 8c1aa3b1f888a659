# a Python int past 64 bits meets a long double: NumPy's TypeErrors, == and != by identity
import numpy as np
x=np.longdouble(2)
for f in [lambda: x + 2**70, lambda: 2**70 * x, lambda: x == 2**70, lambda: x < 2**70, lambda: x ** 2**70, lambda: 2**70 != x, lambda: np.float64(2) + 2**70]:
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
# expect: TypeError unsupported operand type(s) for +: 'numpy.float128' and 'int'
# expect: TypeError unsupported operand type(s) for *: 'int' and 'numpy.float128'
# expect: False
# expect: TypeError '<' not supported between instances of 'numpy.float128' and 'int'
# expect: TypeError unsupported operand type(s) for ** or pow(): 'numpy.float128' and 'int'
# expect: True
# expect: 1.1805916207174113e+21
