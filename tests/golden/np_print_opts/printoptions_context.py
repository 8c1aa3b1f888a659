# np.printoptions as a context manager (entry returns the options, exit restores them even on an exception) and np.get_printoptions.
import numpy as np
print(np.get_printoptions())
x = np.array([0.000123, 123.456, 1 / 3])
with np.printoptions(precision=2, suppress=True) as o:
    print(x, o['precision'], o['suppress'])
print(x)
with np.printoptions(threshold=5, edgeitems=1):
    print(np.arange(10))
print(np.arange(10))
np.set_printoptions(threshold=np.inf, sign=' ')
print(np.get_printoptions()['threshold'], np.get_printoptions()['sign'])
try:
    with np.printoptions(precision=3):
        print(x)
        raise KeyError('x')
except KeyError:
    pass
print(x, np.get_printoptions()['precision'])

# expect: {'edgeitems': 3, 'threshold': 1000, 'floatmode': 'maxprec', 'precision': 8, 'suppress': False, 'linewidth': 75, 'nanstr': 'nan', 'infstr': 'inf', 'sign': '-', 'formatter': None, 'legacy': False}
# expect: [  0.   123.46   0.33] 2 True
# expect: [1.23000000e-04 1.23456000e+02 3.33333333e-01]
# expect: [0 ... 9]
# expect: [0 1 2 3 4 5 6 7 8 9]
# expect: inf  
# expect: [ 1.230e-04  1.235e+02  3.333e-01]
# expect: [ 1.23000000e-04  1.23456000e+02  3.33333333e-01] 8
