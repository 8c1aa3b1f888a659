# defaults, keyword arguments at call sites, and defaults evaluated once at def time
def f(a, b=2, c=3):
    return a * 100 + b * 10 + c
print(f(1), f(1, 5), f(1, c=9), f(a=4, c=1, b=0), f(1, 2, 3))
k = 7
def g(x=k):
    return x
k = 8
print(g(), g(5))
def h(lst=[]):
    lst.append(len(lst))
    return lst
h()
print(h())
print(sorted([5, 2, 9], reverse=True))
print("a", "b", sep="-", end="!\n")
# expect: 123 153 129 401 123
# expect: 7 5
# expect: [0, 1]
# expect: [9, 5, 2]
# expect: a-b!
