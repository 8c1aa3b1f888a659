# add remove discard pop clear copy update and the methods that take several iterables
s = {1, 2, 3}
s.add(4)
s.add(2)
s.remove(1)
s.discard(10)
s.discard(2)
print(s, len(s))
t = s.copy()
t.add(100)
print(s, t)
s.update([7, 8], (9,), {10})
print(s)
print(s.union([1], {2}), s.intersection([3, 4, 7, 50], range(5)), s.difference({3}, [4]))
print(s.symmetric_difference([3, 11]), s.union(), s.intersection())
s.intersection_update({3, 7, 8, 9, 55})
print(s)
s.difference_update([7], {8})
print(s)
s.symmetric_difference_update({9, 20})
print(s)
print(s.pop(), s)
s.clear()
print(s, len(s))
# expect: {3, 4} 2
# expect: {3, 4} {100, 3, 4}
# expect: {3, 4, 7, 8, 9, 10}
# expect: {1, 2, 3, 4, 7, 8, 9, 10} {3, 4} {7, 8, 9, 10}
# expect: {4, 7, 8, 9, 10, 11} {3, 4, 7, 8, 9, 10} {3, 4, 7, 8, 9, 10}
# expect: {8, 9, 3, 7}
# expect: {3, 9}
# expect: {3, 20}
# expect: 3 {20}
# expect: set() 0
