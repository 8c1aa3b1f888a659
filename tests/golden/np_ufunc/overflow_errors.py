import numpy as np
import warnings
# overflow and invalid results of +, -, *, exp, cosh, power, ... report as NumPy's do: a
# RuntimeWarning, or under np.errstate/np.seterr a FloatingPointError
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    np.array([1e300]) * 1e300
    np.exp(np.array([1000.0]))
    np.array([np.inf]) - np.inf
    np.float64(1e308) * 10
    np.cosh(np.array([1000.0]))
    print([str(x.message) for x in w])
with np.errstate(over='raise'):
    try:
        np.exp(np.array([1000.0]))
    except FloatingPointError as e:
        print('FloatingPointError:', e)
with np.errstate(all='ignore'):
    print(np.array([1e300]) * 1e300)
np.seterr(over='raise')
np.ones(3) * 1e308 * 10
# expect: ['overflow encountered in multiply', 'overflow encountered in exp', 'invalid value encountered in subtract', 'overflow encountered in scalar multiply', 'overflow encountered in cosh']
# expect: FloatingPointError: overflow encountered in exp
# expect: [inf]
# expect runtime error: FloatingPointError: overflow encountered in multiply
