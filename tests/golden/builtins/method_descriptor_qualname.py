# A builtin type's method taken from the class (a method descriptor) has its class in its
# __qualname__, as CPython's: str.join, list.append.
import collections

for m in [str.join, list.append, dict.get, int.bit_length, collections.deque.append]:
    print(m.__name__, m.__qualname__)
# expect: join str.join
# expect: append list.append
# expect: get dict.get
# expect: bit_length int.bit_length
# expect: append deque.append
