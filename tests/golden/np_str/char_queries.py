# np.char's queries: count/find/index (ints), startswith and the is* tests (bools), str_len.
import numpy as np
s = np.array(['hello', 'world', 'numpy'])
print(np.char.count(s, 'l'), np.char.find(s, 'o'), np.char.rfind(['abcb'], 'b'), np.char.index(['abc'], 'b'))
print(np.char.startswith(s, 'w'), np.char.endswith(['a.py', 'b.c'], '.py'), np.char.str_len(s))
print(np.char.isdigit(np.array(['12', 'a1'])), np.char.isalpha(np.array(['ab', 'a1'])), np.char.isupper(['AB', 'Ab']))
print(np.char.isspace([' ', 'a']), np.char.isnumeric(['12']), np.char.istitle(['Ab Cd']), np.char.count(np.array([['aaa', 'ba']]), 'a', 1))
np.char.index(['abc'], 'z')

# expect: [2 1 0] [ 4  1 -1] [3] [1]
# expect: [False  True False] [ True False] [5 5 5]
# expect: [ True False] [ True False] [ True False]
# expect: [ True False] [ True] [ True] [[2 1]]
# expect runtime error: ValueError: substring not found
