# printf-style formatting of str/int subclass instances (a str mixin enum member included): %s
# uses the instance's own __str__, %d its int value.
class S(str):
    def __str__(self): return 'custom'
s = S('raw')
print('%s' % s, '%s' % (s,), str(s), f'{s}', '{}'.format(s), '%r' % s, '%5s|' % s)
# expect: custom custom custom custom custom 'raw' custom|
class I(int):
    def __str__(self): return 'I!'
print('%s %d' % (I(3), I(4)), '%s' % I(5))
# expect: I! 4 I!
from enum import Enum
class C(str, Enum):
    RED = 'red'
print('%s' % C.RED, '%s-%s' % (C.RED, 1))
# expect: C.RED C.RED-1
