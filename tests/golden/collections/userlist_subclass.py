# UserList subclasses: the list's methods on self.data, slices and + giving the subclass,
# [0] + s through its __radd__, comparisons with lists, +=, sort
from collections import UserList
from collections.abc import MutableSequence


class Stack(UserList):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), s.data, s[1:], type(s[1:]).__name__, s + [4], type(s + [4]).__name__)
print(s == [1, 2, 3], s < [2], 2 in s, list(reversed(s)), s * 2, [0] + s, isinstance(s, MutableSequence))
s += (7, 8)
s.extend(Stack([9]))
s.insert(0, -1)
print(s, s.pop(), s.pop(0), s.index(7), s.count(2))
s.sort(reverse=True)
s.remove(2)
print(s, s.copy(), type(s.copy()).__name__, sorted(s), sum(s), max(s))
# expect: [1, 2, 3] 3 3 [1, 2, 3] [2, 3] Stack [1, 2, 3, 4] Stack
# expect: True True True [3, 2, 1] [1, 2, 3, 1, 2, 3] [0, 1, 2, 3] True
# expect: [1, 2, 3, 7, 8] 9 -1 3 1
# expect: [8, 7, 3, 1] [8, 7, 3, 1] Stack [1, 3, 7, 8] 19 8
