# An exception raised in a Python function called by a builtin (sorted's key, map) unwinds
# through the builtin to the caller's handler; the builtin's state is freed on the way.
def key(v):
    if v == 3:
        raise ValueError("no threes")
    return -v

for xs in ([1, 2], [1, 3, 2]):
    try:
        print(sorted(xs, key=key))
    except ValueError as e:
        print("sorted failed:", e)

def inv(v):
    return 1 / v
try:
    print(list(map(inv, [1, 2, 0])))
except ZeroDivisionError as e:
    print("map failed:", e)
print(sorted([3, 1, 2], key=lambda v: v))
# expect: [2, 1]
# expect: sorted failed: no threes
# expect: map failed: division by zero
# expect: [1, 2, 3]
