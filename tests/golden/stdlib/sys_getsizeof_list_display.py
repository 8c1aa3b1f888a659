# sys.getsizeof of list displays: more than two constants take the count rounded up to even,
# more than 30 other items the capacity of appending them, others exactly their count.
import sys; g=sys.getsizeof
a, b, c = 1, 2, 3
print(g([1, 2, 3]), g([1, 2, 3, 4, 5]), g([1, 2]), g(['a', 'b', None]), g([-1, (1, 2), 3.5]), g([a, b, c]), g([1, a, 3]))
print(g([a] * 1), g([a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a]))
print(g([a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a]), g([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]))
print([1, 2, 3], [a, b, c])
# expect: 88 104 72 88 88 80 80
# expect: 64 312
# expect: 296 328
# expect: [1, 2, 3] [1, 2, 3]
