# np.char's vectorised str methods: case, padding (the requested width), strip (the input's
# width), replace (the longest result's width).
import numpy as np
s = np.array(['hello', 'world', 'numpy'])
print(np.char.capitalize(s), np.char.title(np.array(['ab cd'])), np.char.swapcase(np.array(['aB'])))
print(np.char.center(s, 9, '*'), np.char.ljust(s, 7, '-'), np.char.rjust(s, 7))
print(repr(np.char.center(s, 3)), repr(np.char.multiply(s, 2)))
print(np.char.replace(s, 'l', 'L'), repr(np.char.replace(s, 'l', 'LL')))
print(np.char.strip(np.array(['  a ', 'b  '])), repr(np.char.strip(np.array(['  a ', 'b  ']))))
print(np.char.lstrip(['xxa'], 'x'), np.char.rstrip(np.array([['ab  ', 'c']])), np.char.zfill(np.array(['5', '42']), 4))
print(np.char.upper('abc'), repr(np.char.upper('abc')), np.char.expandtabs(['a\tb']))

# expect: ['Hello' 'World' 'Numpy'] ['Ab Cd'] ['Ab']
# expect: ['**hello**' '**world**' '**numpy**'] ['hello--' 'world--' 'numpy--'] ['  hello' '  world' '  numpy']
# expect: array(['hel', 'wor', 'num'], dtype='<U3') array(['hellohello', 'worldworld', 'numpynumpy'], dtype='<U10')
# expect: ['heLLo' 'worLd' 'numpy'] array(['heLLLLo', 'worLLd', 'numpy'], dtype='<U7')
# expect: ['a' 'b'] array(['a', 'b'], dtype='<U4')
# expect: ['a'] [['ab' 'c']] ['0005' '0042']
# expect: ABC array('ABC', dtype='<U3') ['a       b']
