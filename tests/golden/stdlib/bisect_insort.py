# insort keeps the list sorted; insort_left puts equal items before the others.
import bisect
a = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(a, x)
print(a)
b = [(1, "a"), (3, "c")]
bisect.insort_left(b, (2, "b"))
bisect.insort_right(b, (3, "c"))
print(b)

# expect: [1, 1, 3, 4, 5]
# expect: [(1, 'a'), (2, 'b'), (3, 'c'), (3, 'c')]
