# reversed() on instances of list, tuple, str, dict subclasses and namedtuples.
from collections import namedtuple
class L(list): pass
class T(tuple): pass
class S(str): pass
class D(dict): pass
P = namedtuple("P", "a b")
print(list(reversed(L([1, 2, 3]))), list(reversed(T((1, 2)))), list(reversed(S("ab"))), list(reversed(P(1, 2))))
print(list(reversed(D(a=1, b=2))))

# expect: [3, 2, 1] [2, 1] ['b', 'a'] [2, 1]
# expect: ['b', 'a']
