# A function called from a loop. tests/prof/test_prof.py profiles this program with
# --profile=exact: no line's time exceeds its function's inclusive time (after a return, the
# time goes back to the caller's line).
def g(x):
    return x * 3 % 7


def h(n):
    s = 0
    for i in range(n):
        s += g(i)
    return s


print(h(100000), h(10))
# expect: 300001 30
