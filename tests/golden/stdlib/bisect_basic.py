# bisect_left/bisect_right/bisect on a sorted list, with lo and hi.
import bisect
a = [1, 2, 2, 2, 3, 5, 8]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 4))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect(a, 100), bisect.bisect_left(a, -1))
print(bisect.bisect_right(a, 5, hi=None))

# expect: 1 4 5
# expect: 2 3 7 0
# expect: 6
