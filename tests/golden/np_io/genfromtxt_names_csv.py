# np.genfromtxt(names=True) on CSV text: NumPy's NameValidator (spaces, dropped characters, excluded words, repeats), usecols by name, fields used as columns.
import numpy as np
print(repr(np.genfromtxt(["first name, x-y, print, a, a,", "1,2,3,4,5,6", "7,8,9,10,11,12"], delimiter=",", names=True)))
print(repr(np.genfromtxt(["t v", "0 1.5", "1 2.5", "2 nan"], names=True, dtype=None)))
d = np.genfromtxt(["day temp rain", "1 20.5 0", "2 22.0 1", "3 19.5 1"], names=True)
print(d["temp"].mean(), d["rain"].sum(), d.dtype.names)
try:
    np.genfromtxt(["a b", "1 2"], names=True, usecols=("a", "z"))
except ValueError as e:
    print(e)
# expect: array([(1., 2., 3.,  4.,  5.,  6.), (7., 8., 9., 10., 11., 12.)],
# expect:       dtype=[('first_name', '<f8'), ('xy', '<f8'), ('print_', '<f8'), ('a', '<f8'), ('a_1', '<f8'), ('f0', '<f8')])
# expect: array([(0, 1.5), (1, 2.5), (2, nan)], dtype=[('t', '<i8'), ('v', '<f8')])
# expect: 20.666666666666668 2.0 ('day', 'temp', 'rain')
# expect: 'z' is not in list
