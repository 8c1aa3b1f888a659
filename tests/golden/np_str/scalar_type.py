import numpy as np
a = np.array(['ab', 'c'])
x = a[0]
print(type(x), isinstance(x, str), isinstance(x, np.str_), repr(x), x)
print(x.upper(), type(x.upper()), x * 2, type(x + 'z'), len(x), x == 'ab', {x: 1}['ab'], f'{x:>4}|')
for y in a:
    print(type(y).__name__, y)
print(np.str_, np.unicode_ is np.str_, a.dtype.type, type(a[0:1][0]).__name__, type(a[[1]][0]).__name__)
print(np.array([[' p', 'q']])[0, 0].strip(), type(np.array([['p']])[0][0]).__name__)
# expect: <class 'numpy.str_'> True True 'ab' ab
# expect: AB <class 'str'> abab <class 'str'> 2 True 1   ab|
# expect: str_ ab
# expect: str_ c
# expect: <class 'numpy.str_'> True <class 'numpy.str_'> str_ str_
# expect: p str_
