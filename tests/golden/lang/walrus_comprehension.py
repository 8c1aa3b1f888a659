# In a comprehension the target binds in the enclosing function (or module).
data = [1, 5, 12, 7]
print([y for x in data if (y := x * 2) > 10], y)
def f(xs):
    out = [last := x for x in xs]
    return out, last, [z for x in xs if (z := x % 3)], z
print(f([3, 4, 5]))

# expect: [24, 14] 14
# expect: ([3, 4, 5], 5, [1, 2], 2)
