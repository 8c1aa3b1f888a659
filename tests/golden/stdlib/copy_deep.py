# copy.deepcopy copies nested lists, dicts, sets and tuples all the way down.
import copy
a = [1, [2, [3]], {"k": [4], "t": (5, [6])}, {7}]
b = copy.deepcopy(a)
a[1][1].append(33)
a[2]["k"].append(44)
a[2]["t"][1].append(66)
print(a)
print(b)
print(b[2]["t"] is a[2]["t"], b[3] == a[3], b[3] is a[3])
t = (1, "two", (3.0, None))
print(copy.deepcopy(t) is t)

# expect: [1, [2, [3, 33]], {'k': [4, 44], 't': (5, [6, 66])}, {7}]
# expect: [1, [2, [3]], {'k': [4], 't': (5, [6])}, {7}]
# expect: False True False
# expect: True
