import numpy as np
a = np.array([b'ab', b' Cd '])
print(np.char.upper(a), np.char.lower(a), np.char.strip(a), np.char.capitalize(a))
print(repr(np.char.add(a, np.array([b'!', b'?']))), repr(np.char.multiply(a, 2)))
print(np.char.str_len(a), np.char.startswith(a, b'a'), np.char.find(a, b'd'), np.char.count(a, b'a'))
print(repr(np.char.center(a, 6)), repr(np.char.replace(a, b'b', b'BBB')))
print(np.char.equal(a, b' Cd'), np.char.isalpha(a), np.char.title(a))
print(repr(np.char.partition(np.array([b'k=v']), b'=')))
# expect: [b'AB' b' CD '] [b'ab' b' cd '] [b'ab' b'Cd'] [b'Ab' b' cd ']
# expect: array([b'ab!', b' Cd ?'], dtype='|S5') array([b'abab', b' Cd  Cd '], dtype='|S8')
# expect: [2 4] [ True False] [-1  2] [1 0]
# expect: array([b'  ab  ', b'  Cd  '], dtype='|S6') array([b'aBBB', b' Cd '], dtype='|S4')
# expect: [False  True] [ True False] [b'Ab' b' Cd ']
# expect: array([[b'k', b'=', b'v']], dtype='|S1')
