# *args collects the extra positional arguments in a tuple
def f(a, *rest):
    return a, rest

print(f(1), f(1, 2), f(1, 2, 3, "x"))

def total(*nums, start=0):
    for n in nums:
        start += n
    return start

print(total(), total(1, 2, 3), total(1, 2, start=10))
print((lambda *a: len(a))(1, 2, 3), (lambda x, *a: a)(0))
big = f(*range(300))
print(big[0], len(big[1]), big[1][-1])

def g(*args):
    args = args + (9,)
    return args
print(g(), g(1))
# expect: (1, ()) (1, (2,)) (1, (2, 3, 'x'))
# expect: 0 6 13
# expect: 3 ()
# expect: 0 299 299
# expect: (9,) (1, 9)
