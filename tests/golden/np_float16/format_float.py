import numpy as np
print(np.format_float_positional(np.float16(0.1)), np.format_float_scientific(np.float16(np.pi)))
print(np.format_float_positional(np.float16(0.3), unique=False, precision=10))
print(np.format_float_positional(np.float16(31104)), np.format_float_positional(np.float16(31104), min_digits=0))
print(np.format_float_positional(1.234e22, min_digits=0))
# expect: 0.1 3.14e+00
# expect: 0.3000488281
# expect: 31100. 31104.
# expect: 12339999999999998951424.
