def f(n):
    return sorted([n], key=lambda v: f(v + 1))
f(0)
# expect runtime error: RecursionError: maximum recursion depth exceeded
