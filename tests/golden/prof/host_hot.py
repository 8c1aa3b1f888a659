# A host program with one hot function (spin, def on line 5) and one hot line in it (line 8), plus
# a function called back from a native (sorted's key): the profiler's host tables must name them.
# expect: 1276170
# expect: [5, 4, 3, 2, 1, 0]
def spin(n):
    s = 0
    for k in range(n):
        s = (s + k * k) % 1000003
    return s


def tiny(x):
    return x + 1


def neg(x):
    return -x


total = 0
for r in range(30):
    total = tiny(total + spin(5000))
print(total)
print(sorted(range(6), key=neg))
