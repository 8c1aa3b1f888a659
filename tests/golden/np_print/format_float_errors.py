# np.format_float_positional/_scientific reject bad options with NumPy's messages.
import numpy as np
f = np.format_float_positional
def attempt(fn, *a, **k):
    try:
        print(fn(*a, **k))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
attempt(f, "x")
attempt(f, 1 + 2j)
attempt(f, 1.0, precision=-1)
attempt(f, 1.0, pad_left=-1)
attempt(f, 1.0, fractional=False, precision=0)
attempt(f, 1.0, min_digits=3, precision=2)
attempt(f, 1.0, unique=False)
attempt(np.format_float_scientific, 1.0, unique=False)
attempt(f, 1.0, trim="x")
np.format_float_scientific(1.0, exp_digits=-2)
# expect: TypeError must be real number, not str
# expect: TypeError must be real number, not complex
# expect: ValueError precision must be >= 0
# expect: ValueError pad_left must be >= 0
# expect: ValueError precision must be greater than 0 if fractional=False
# expect: ValueError min_digits must be less than or equal to precision
# expect: TypeError in non-unique mode `precision` must be supplied
# expect: TypeError in non-unique mode `precision` must be supplied
# expect: TypeError if supplied, trim must be 'k', '.', '0' or '-' found `                                                                                                   x`
# expect runtime error: ValueError: exp_digits must be >= 0
