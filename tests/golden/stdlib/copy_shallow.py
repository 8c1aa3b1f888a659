# copy.copy makes a new container holding the same items.
import copy
a = [1, [2, 3]]
b = copy.copy(a)
b.append(4)
b[1].append(5)
print(a, b, b is a, b[1] is a[1])
d = {"k": [1]}
e = copy.copy(d)
e["n"] = 2
print(d, e, e["k"] is d["k"])
s = {1, 2}
t = copy.copy(s)
t.add(3)
print(s, t)
tup = (1, [2])
print(copy.copy(tup) is tup, copy.copy(7), copy.copy("x"), copy.copy(None))

# expect: [1, [2, 3, 5]] [1, [2, 3, 5], 4] False True
# expect: {'k': [1]} {'k': [1], 'n': 2} True
# expect: {1, 2} {1, 2, 3}
# expect: True 7 x None
