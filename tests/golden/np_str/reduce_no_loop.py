# Reductions of string data (numbers read as text): NumPy 1.24 has no loop for strings, and its
# error names the ufunc the reduction runs, for the functions, the methods and lists of strs
import numpy as np
scores = np.array('85 92 78'.split())
for f in (np.sum, np.prod, np.max, np.min, np.cumsum, np.cumprod, np.mean, np.var, np.std):
    try:
        f(scores)
    except TypeError as e:
        print(f.__name__, type(e).__name__, e)
for name in ('prod', 'cumsum', 'cumprod', 'var', 'std'):
    try:
        getattr(scores, name)()
    except TypeError as e:
        print(name, e)
try:
    np.sum(['a', 'bc'])
except TypeError as e:
    print(e)
print(np.mean(scores.astype(float)))
np.mean(scores)


# expect: sum UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: prod UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: amax UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: amin UFuncTypeError ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cumsum UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cumprod UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: mean UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: var UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: std UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: prod ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cumsum ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cumprod ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: var ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: std ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: 85.0
# expect runtime error: numpy.core._exceptions._UFuncNoLoopError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
